import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { graphQLError, signedInAs } from '../../../test/session';

const account = (id: string, name: string, role: 'user' | 'owner' | 'admin') => ({
  __typename: 'User',
  id,
  name,
  email: `${id}@nivaas.test`,
  emailConfirmed: role !== 'owner',
  role,
  contactNumber: '9876543210',
  phoneVerified: false,
  google: null as { __typename: 'GoogleAccount'; email: string } | null,
  createdAt: '2026-11-01T10:00:00.000Z',
  suspendedAt: null,
  listingCount: role === 'owner' ? 2 : 0,
});

/** An admin-users backend in memory: deleting really removes the account from the next page. */
function usersBackend() {
  let users = [
    account('admin-1', 'Nivaas Admin', 'admin'),
    // An account made with a mobile number: no e-mail, its number proved by SMS code.
    { ...account('u1', 'Priya Verma', 'user'), email: null, phoneVerified: true },
    // An account linked to Google (Sign in with Google).
    { ...account('u2', 'Rakesh Sharma', 'owner'), google: { __typename: 'GoogleAccount' as const, email: 'rakesh@gmail.example' } },
  ];
  const deleted: Array<{ id: string; reason: unknown }> = [];
  const asked: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('AdminUsers', ({ variables }) => {
      asked.push(variables);
      const matching = users.filter((user) => !variables.role || user.role === variables.role);
      const page = Number(variables.page);
      const limit = Number(variables.limit);
      const items = matching.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({
        data: {
          users: {
            __typename: 'UserPage',
            total: matching.length,
            page,
            limit,
            totalPages: Math.max(1, Math.ceil(matching.length / limit)),
            items,
          },
        },
      });
    }),
    graphql.mutation('DeleteUser', ({ variables }) => {
      deleted.push({ id: String(variables.id), reason: variables.reason });
      users = users.filter((user) => user.id !== variables.id);
      return HttpResponse.json({ data: { deleteUser: variables.id } });
    }),
  );
  return { deleted, asked, add: (more: ReturnType<typeof account>[]) => (users = [...users, ...more]) };
}

describe('Dashboard: Users', () => {
  it('lists the accounts with how they sign in and a verified number, with no delete button for the admin themself', async () => {
    signedInAs('admin');
    usersBackend();
    await renderApp('/dashboard/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Nivaas Admin', 'Priya Verma', 'Rakesh Sharma']);
    expect(screen.queryByRole('button', { name: 'Delete Nivaas Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
    const priya = within(within(list).getByRole('listitem', { name: 'Priya Verma' }));
    expect(priya.getByText('No e-mail: signs in with its mobile number')).toBeInTheDocument();
    expect(priya.getByText('Verified number')).toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'Rakesh Sharma' })).queryByText('Verified number')).not.toBeInTheDocument();
    // Whether each address was confirmed with the mailed link; none to confirm without an e-mail.
    expect(priya.queryByText(/E-mail (not )?confirmed/)).not.toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'Rakesh Sharma' })).getByText('E-mail not confirmed')).toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'Nivaas Admin' })).getByText('E-mail confirmed')).toBeInTheDocument();
    // Which accounts sign in with Google.
    expect(within(within(list).getByRole('listitem', { name: 'Rakesh Sharma' })).getByText('Google')).toBeInTheDocument();
    expect(priya.queryByText('Google')).not.toBeInTheDocument();
  });

  it('deletes a user only after confirmation, and the user leaves the list', async () => {
    signedInAs('admin');
    const { deleted } = usersBackend();
    const { user } = await renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Priya Verma' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        /all of its listings will be removed\..*seekers keep their enquiries, messages and reviews as history\. Its own visits to come are cancelled with a mail to each owner, whose leads keep them\./,
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Priya Verma' }));
    const confirm = await screen.findByRole('alertdialog');
    // A reason is needed: it goes to the audit log.
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(await within(confirm).findByText('Say why (it is kept in the audit log)')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.type(within(confirm).getByRole('textbox', { name: /Reason/ }), 'Asked to be removed');
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 'u1', reason: 'Asked to be removed' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Priya Verma' })).not.toBeInTheDocument());
  });

  it("says 'Delete user failed' when deleting fails without a message", async () => {
    signedInAs('admin');
    usersBackend();
    server.use(graphql.mutation('DeleteUser', () => HttpResponse.error()));
    const { user } = await renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Rakesh Sharma' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Delete user failed')).toBeInTheDocument();
  });

  it("says 'Fetch users failed' when the list cannot be loaded", async () => {
    signedInAs('admin');
    server.use(graphql.query('AdminUsers', () => HttpResponse.error()));
    await renderApp('/dashboard/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fetch users failed');
  });

  it('filters by role, listings and dates on the server, from page 1, and says when nothing matches', async () => {
    signedInAs('admin');
    const { asked } = usersBackend();
    const { user } = await renderApp('/dashboard/users');
    await screen.findByRole('list', { name: 'Users' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner');
    const list = await screen.findByRole('list', { name: 'Users' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Rakesh Sharma']),
    );
    expect(within(list).getByText(/2 listings/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Listings' }), 'with');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'NAME');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ role: 'owner', hasListings: true, sort: 'NAME', page: 1 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '');
    fireEvent.change(screen.getByLabelText('Joined from'), { target: { value: '2026-11-05' } });
    await waitFor(() => expect(asked.at(-1)?.createdFrom).toBe(new Date('2026-11-05T00:00:00').toISOString()));
    server.use(
      graphql.query('AdminUsers', () =>
        HttpResponse.json({ data: { users: { __typename: 'UserPage', total: 0, page: 1, limit: 20, totalPages: 1, items: [] } } }),
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(await screen.findByText('No users match these filters. Clear them to see every account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue(''));
  });

  it('pages on the server', async () => {
    signedInAs('admin');
    const { asked, add } = usersBackend();
    add(Array.from({ length: 22 }, (_, i) => account(`x${i}`, `Person ${String(i).padStart(2, '0')}`, 'user')));
    const { user } = await renderApp('/dashboard/users');
    expect(await screen.findByText('25 users')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5));
    // Still on page 2 after the search box's pause (it once sent an early click back to page 1).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5);
    expect(asked.at(-1)).toMatchObject({ page: 2, limit: 20 });
  });

  it('links each account to its page', async () => {
    signedInAs('admin');
    usersBackend();
    await renderApp('/dashboard/users');
    expect(await screen.findByRole('link', { name: 'Priya Verma' })).toHaveAttribute('href', '/dashboard/users/u1');
  });

  it('passes a server error message through', async () => {
    signedInAs('admin');
    usersBackend();
    server.use(graphql.mutation('DeleteUser', () => graphQLError('User not found', 'NOT_FOUND')));
    const { user } = await renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Rakesh Sharma' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
