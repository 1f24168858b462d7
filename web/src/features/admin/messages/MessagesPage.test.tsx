import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { INBOX_MESSAGES } from '../../../../../shared/domain/inbox';
import { server } from '../../../test/msw-server';
import { queuedReport } from '../../../test/report-fixtures';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

const base = {
  __typename: 'InboxItem',
  read: false,
  status: 'open',
  assignedToName: null,
  assignedToMe: false,
  resolvedByName: null,
  resolvedAt: null,
  resolutionNote: null,
  replies: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

function messageItem(id: string, overrides: Record<string, unknown> = {}) {
  return {
    ...base,
    id,
    kind: 'message',
    message: {
      __typename: 'ContactMessage',
      id,
      fullName: 'Rohit Sharma',
      email: 'rohit@example.in',
      mobile: '9811223344',
      enquiryType: 'Listing my PG',
      message: 'How do I get verified?',
      read: false,
    },
    report: null,
    ...overrides,
  };
}

const reportItem = {
  ...base,
  id: 'r1',
  kind: 'listing_report',
  message: null,
  report: queuedReport('r1', { createdAt: '2026-11-19T10:00:00.000Z' }),
};

const page = (items: unknown[]) => ({ data: { inbox: { __typename: 'InboxPage', total: items.length, page: 1, totalPages: 1, items } } });

describe('Messages (the admin inbox)', () => {
  it('shows messages and reports together and filters by kind, read and assignment on the server', async () => {
    signedInAs('admin');
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('Inbox', ({ variables }) => {
        asked.push(variables);
        if (variables.assignedToMe) return HttpResponse.json(page([]));
        return HttpResponse.json(page(variables.kind === 'listing_report' ? [reportItem] : [messageItem('m1'), reportItem]));
      }),
    );
    const { user } = await renderApp('/dashboard/messages');
    const list = within(await screen.findByRole('list', { name: 'Inbox' }));
    const [message, report] = list.getAllByRole('listitem');
    expect(within(message).getByText('How do I get verified?')).toBeInTheDocument();
    expect(within(message).getByText('New')).toBeInTheDocument();
    expect(within(message).getByRole('button', { name: 'Reply by e-mail' })).toBeInTheDocument();
    // A report keeps the Reports page's moderation actions.
    expect(within(report).getByRole('button', { name: 'Unpublish listing' })).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ kind: null, status: 'open', read: null, assignedToMe: false, page: 1 });

    const filters = within(screen.getByRole('group', { name: 'Filter the inbox' }));
    await user.selectOptions(filters.getByLabelText('Kind'), 'listing_report');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'listing_report' }));
    await user.selectOptions(filters.getByLabelText('Read'), 'unread');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'listing_report', read: false }));
    await user.click(filters.getByLabelText('Assigned to me'));
    expect(await screen.findByText('Nothing matches these filters. Clear them to see every open item.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ assignedToMe: true });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: null, read: null, assignedToMe: false }));
  });

  it('tells the admin what appears here when nothing waits', async () => {
    signedInAs('admin');
    server.use(graphql.query('Inbox', () => HttpResponse.json(page([]))));
    await renderApp('/dashboard/messages');
    expect(
      await screen.findByText('Nothing waiting. Messages sent from the Contact us page and reports of listings and reviews appear here.'),
    ).toBeInTheDocument();
  });

  it('assigns a message to me, replies by e-mail and resolves it with a note', async () => {
    signedInAs('admin');
    let item = messageItem('m1');
    const calls: Array<[string, Record<string, unknown>]> = [];
    const update = (name: string, variables: Record<string, unknown>, change: Record<string, unknown>) => {
      calls.push([name, variables]);
      item = { ...item, ...change };
      return { [name]: item };
    };
    server.use(
      graphql.query('Inbox', () => HttpResponse.json(page([item]))),
      graphql.mutation('AssignInboxItemToMe', ({ variables }) =>
        HttpResponse.json({ data: update('assignInboxItemToMe', variables, { assignedToName: 'Nivaas Admin', assignedToMe: true }) }),
      ),
      graphql.mutation('ReplyToContactMessage', ({ variables }) =>
        HttpResponse.json({
          data: update('replyToContactMessage', variables, {
            read: true,
            replies: [
              {
                __typename: 'ContactReply',
                id: 'x1',
                text: variables.text,
                authorName: 'Nivaas Admin',
                createdAt: '2026-11-21T10:00:00.000Z',
              },
            ],
          }),
        }),
      ),
      graphql.mutation('ResolveInboxItem', ({ variables }) =>
        HttpResponse.json({
          data: update('resolveInboxItem', variables, {
            status: 'resolved',
            resolvedByName: 'Nivaas Admin',
            resolvedAt: '2026-11-21T11:00:00.000Z',
            resolutionNote: variables.note,
          }),
        }),
      ),
    );
    const { user } = await renderApp('/dashboard/messages');
    const card = within(await screen.findByRole('listitem', { name: 'Message from Rohit Sharma' }));
    await user.click(card.getByRole('button', { name: 'Assign to me' }));
    expect(await card.findByText('Assigned to you')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Reply by e-mail' }));
    const reply = within(await screen.findByRole('dialog', { name: 'Reply by e-mail' }));
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByText(INBOX_MESSAGES.reply)).toBeInTheDocument();
    await user.type(reply.getByRole('textbox', { name: /Reply/ }), 'Upload your papers in My Properties.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(INBOX_MESSAGES.replySent)).toBeInTheDocument();
    expect(await card.findByText('Upload your papers in My Properties.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Resolve with a note' }));
    const resolve = within(await screen.findByRole('dialog', { name: 'Resolve with a note' }));
    await user.type(resolve.getByRole('textbox', { name: /Note/ }), 'Told him how.');
    await user.click(resolve.getByRole('button', { name: 'Resolve' }));
    expect(await card.findByText(/by Nivaas Admin on .*: Told him how\./)).toBeInTheDocument();
    expect(calls).toEqual([
      ['assignInboxItemToMe', { kind: 'message', id: 'm1' }],
      ['replyToContactMessage', { id: 'm1', text: 'Upload your papers in My Properties.' }],
      ['resolveInboxItem', { kind: 'message', id: 'm1', note: 'Told him how.' }],
    ]);
  });
  it('keeps the list shown while other filters load out of reach, so an action is not undone by their older answer', async () => {
    signedInAs('admin');
    let assigned = false;
    let releaseSlowList = () => {};
    const slowListReleased = new Promise<void>((resolve) => (releaseSlowList = resolve));
    server.use(
      graphql.query('Inbox', async ({ variables }) => {
        const asAsked = messageItem('m1', assigned ? { assignedToName: 'Nivaas Admin', assignedToMe: true } : {});
        if (variables.status === null) await slowListReleased;
        return HttpResponse.json(page([asAsked]));
      }),
      graphql.mutation('AssignInboxItemToMe', () => {
        assigned = true;
        return HttpResponse.json({
          data: { assignInboxItemToMe: messageItem('m1', { assignedToName: 'Nivaas Admin', assignedToMe: true }) },
        });
      }),
    );
    const { user } = await renderApp('/dashboard/messages');
    const outOfReach = () => screen.getByRole('list', { name: 'Inbox' }).closest('[inert]');
    await screen.findByRole('list', { name: 'Inbox' });
    expect(outOfReach()).toBeNull();
    const filters = within(screen.getByRole('group', { name: 'Filter the inbox' }));
    fireEvent.change(filters.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    await waitFor(() => expect(outOfReach()).not.toBeNull());
    releaseSlowList();
    await waitFor(() => expect(outOfReach()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to you')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Inbox' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Assigned to you')).toBeInTheDocument();
  });

  it('keeps both of two filters chosen in a row (each change is made on the latest address)', async () => {
    signedInAs('admin');
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('Inbox', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json(page([messageItem('m1')]));
      }),
    );
    const { router } = await renderApp('/dashboard/messages?read=unread');
    await screen.findByRole('list', { name: 'Inbox' });
    const filters = within(screen.getByRole('group', { name: 'Filter the inbox' }));
    // Both before the page renders again, as a quick hand or a script does.
    act(() => {
      fireEvent.change(filters.getByRole('combobox', { name: 'Read' }), { target: { value: '' } });
      fireEvent.change(filters.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ read: null, status: null }));
    expect(router.state.location.search).toBe('?status=all');
  });
});
