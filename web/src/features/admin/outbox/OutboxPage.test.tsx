import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

const mail = (overrides: Record<string, unknown>) => ({
  __typename: 'OutboxMail',
  id: 'x',
  to: 'asha@example.in',
  from: 'Nivaas <no-reply@nivaas.in>',
  subject: 'Reset your Nivaas password',
  text: 'Hello Asha,\nopen this link: https://nivaas.in/reset-password?token=abc',
  html: null,
  attachments: [],
  status: 'queued',
  attempts: 0,
  lastError: null,
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('Outbox (admins)', () => {
  it('shows each stored mail as its recipient sees it, with its status, and filters by status', async () => {
    signedInAs('admin');
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('OutboxMails', ({ variables }) => {
        asked.push(variables);
        const items = [
          mail({ id: 'a', status: 'queued', attempts: 2, lastError: 'connect ECONNREFUSED' }),
          mail({ id: 'b', subject: 'Confirm your Nivaas newsletter subscription', status: 'sent', html: '<p>Please confirm</p>' }),
          mail({
            id: 'c',
            subject: 'Your visit to Sakhi Girls PG is confirmed',
            status: 'kept',
            attachments: [
              {
                __typename: 'MailAttachment',
                filename: 'visit.ics',
                contentType: 'text/calendar; charset=utf-8; method=REQUEST',
                size: 700,
              },
            ],
          }),
        ].filter((item) => !variables.status || item.status === variables.status);
        return HttpResponse.json({
          data: { outboxMails: { __typename: 'OutboxMailPage', total: items.length, page: 1, totalPages: 1, items } },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/outbox');
    const list = within(await screen.findByRole('list', { name: 'Mail' }));
    const reset = within(list.getByRole('heading', { name: 'Reset your Nivaas password' }).closest('li')!);
    expect(reset.getByText('Queued')).toBeInTheDocument();
    expect(reset.getByText(/2 failed attempts \(connect ECONNREFUSED\)/)).toBeInTheDocument();
    expect(reset.getByText(/reset-password\?token=abc/)).toBeInTheDocument();
    const visit = within(list.getByRole('heading', { name: 'Your visit to Sakhi Girls PG is confirmed' }).closest('li')!);
    expect(visit.getByText('Attachment: visit.ics (text/calendar, 1 KB)')).toBeInTheDocument();
    expect(reset.queryByText(/Attachment/)).not.toBeInTheDocument();
    // The HTML part is shown as sent on demand, in a sandbox.
    expect(list.queryByTitle('Mail: Confirm your Nivaas newsletter subscription')).not.toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Show as sent (HTML)' }));
    expect(list.getByTitle('Mail: Confirm your Nivaas newsletter subscription')).toHaveAttribute('sandbox', '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show mail by status' }), 'sent');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Reset your Nivaas password' })).not.toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ status: 'sent' });
    expect(screen.getByRole('heading', { name: 'Confirm your Nivaas newsletter subscription' })).toBeInTheDocument();
  });
});

describe('Outbox SMS (admins)', () => {
  it('lists every SMS kept or sent, in its own tab', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('OutboxMails', () =>
        HttpResponse.json({ data: { outboxMails: { __typename: 'OutboxMailPage', total: 0, page: 1, totalPages: 0, items: [] } } }),
      ),
      graphql.query('OutboxSms', () =>
        HttpResponse.json({
          data: {
            outboxSms: {
              __typename: 'OutboxSmsPage',
              total: 1,
              page: 1,
              totalPages: 1,
              items: [
                {
                  __typename: 'OutboxSms',
                  id: 's1',
                  to: '9876543210',
                  text: 'Nivaas: Asha Verma asks to visit Sakhi Girls PG',
                  status: 'kept',
                  attempts: 0,
                  lastError: null,
                  createdAt: '2026-11-20T10:00:00.000Z',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = await renderApp('/dashboard/outbox');
    await user.click(await screen.findByRole('tab', { name: 'SMS' }));
    const list = within(await screen.findByRole('list', { name: 'SMS' }));
    expect(list.getByText('To 9876543210')).toBeInTheDocument();
    expect(list.getByText('Nivaas: Asha Verma asks to visit Sakhi Girls PG')).toBeInTheDocument();
    expect(list.getByText('Kept (not sent)')).toBeInTheDocument();
  });
});
