import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { HEADER_SEARCH_LABEL } from './HeaderSearch';

const emptyInbox = { data: { inbox: { __typename: 'InboxPage', total: 0, page: 1, totalPages: 1, items: [] } } };

describe('The dashboard header', () => {
  it('names the count of items waiting and opens links to each queue', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Inbox', () => HttpResponse.json(emptyInbox)),
      graphql.query('AdminNotifications', () =>
        HttpResponse.json({
          data: {
            adminNotifications: { __typename: 'AdminNotifications', listingsWaiting: 2, unreadMessages: 3, openReports: 1, total: 6 },
          },
        }),
      ),
    );
    const { user, router } = await renderApp('/dashboard/messages');
    const bell = await screen.findByRole('button', { name: '6 items waiting' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Waiting for you' }));
    expect(menu.getByRole('link', { name: 'Listings waiting for review 2' })).toHaveAttribute(
      'href',
      '/dashboard/properties?status=pending',
    );
    expect(menu.getByRole('link', { name: 'Open reports 1' })).toHaveAttribute('href', '/dashboard/reports');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    await user.click(screen.getByRole('link', { name: 'Unread messages 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=unread'));
  });

  it('finds users, listings and posts by name once typing pauses, and opens one from the keyboard', async () => {
    signedInAs('admin');
    const asked: string[] = [];
    server.use(
      graphql.query('Inbox', () => HttpResponse.json(emptyInbox)),
      graphql.query('AdminSearch', ({ variables }) => {
        asked.push(String(variables.query));
        return HttpResponse.json({
          data: {
            adminSearch: {
              __typename: 'AdminSearchResult',
              users: [{ __typename: 'AdminSearchUser', id: 'u7', name: 'Meera Joshi', email: 'meera@example.in', role: 'owner' }],
              listings: [{ __typename: 'AdminSearchListing', id: 'p1', title: 'Meera Residency', city: 'Pune', status: 'approved' }],
              posts: [],
            },
          },
        });
      }),
      graphql.query('AdminUser', () => HttpResponse.json({ errors: [{ message: 'not needed here' }] })),
    );
    const { user, router } = await renderApp('/dashboard/messages');
    const box = await screen.findByRole('combobox', { name: HEADER_SEARCH_LABEL });
    await user.type(box, 'm');
    expect(asked).toEqual([]);
    await user.type(box, 'eera');
    const listbox = within(await screen.findByRole('listbox'));
    expect(asked).toEqual(['meera']);
    expect(listbox.getByRole('option', { name: /Meera Residency/ })).toBeInTheDocument();
    expect(listbox.getByText('Users')).toBeInTheDocument();
    // The first result is highlighted as they appear: Enter opens it.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users/u7'));
  });
});
