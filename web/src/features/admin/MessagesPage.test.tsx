import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';

describe('Messages (admins read Contact us messages)', () => {
  it('lists messages, marks one read and offers a reply by e-mail', async () => {
    signedInAs('admin');
    let read = false;
    const marks: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('ContactMessages', () =>
        HttpResponse.json({
          data: {
            unreadContactMessages: read ? 0 : 1,
            contactMessages: {
              __typename: 'ContactMessagePage',
              total: 1,
              page: 1,
              totalPages: 1,
              items: [
                { __typename: 'ContactMessage', id: 'm1', fullName: 'Rohit Sharma', email: 'rohit@example.in', mobile: '9811223344', enquiryType: 'Listing my PG', message: 'How do I get verified?', read, createdAt: '2026-11-20T10:00:00.000Z' },
              ],
            },
          },
        }),
      ),
      graphql.mutation('MarkContactMessageRead', ({ variables }) => {
        marks.push(variables);
        read = Boolean(variables.read);
        return HttpResponse.json({ data: { markContactMessageRead: { __typename: 'ContactMessage', id: variables.id, read } } });
      }),
    );
    const { user } = renderApp('/dashboard/messages');
    const item = within((await screen.findByText('How do I get verified?')).closest('li')!);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(item.getByText('New')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', 'mailto:rohit@example.in?subject=Re%3A%20Listing%20my%20PG');
    await user.click(item.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(marks).toEqual([{ id: 'm1', read: true }]);
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/dashboard/messages');
  });
});
