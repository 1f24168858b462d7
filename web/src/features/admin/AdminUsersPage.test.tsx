import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

const account = (id: string, name: string, role: 'user' | 'owner' | 'admin') => ({
  __typename: 'User',
  id,
  name,
  email: `${id}@nivaas.test`,
  role,
  contactNumber: '9876543210',
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** An admin-users backend in memory: deleting really removes the account from the next page. */
function usersBackend() {
  let users = [account('admin-1', 'Nivaas Admin', 'admin'), account('u1', 'Priya Verma', 'user'), account('u2', 'Rakesh Sharma', 'owner')];
  const deleted: string[] = [];
  server.use(
    graphql.query('AdminUsers', () =>
      HttpResponse.json({ data: { users: { __typename: 'UserPage', total: users.length, page: 1, limit: 20, totalPages: 1, items: users } } }),
    ),
    graphql.query('UserCounts', () => HttpResponse.json({ data: { userCounts: { __typename: 'UserCounts', total: users.length, user: 1, owner: 1, admin: 1 } } })),
    graphql.mutation('DeleteUser', ({ variables }) => {
      deleted.push(String(variables.id));
      users = users.filter((user) => user.id !== variables.id);
      return HttpResponse.json({ data: { deleteUser: variables.id } });
    }),
  );
  return { deleted };
}

describe('Dashboard: Users', () => {
  it('lists the accounts, with no delete button for the admin themself', async () => {
    signedInAs('admin');
    usersBackend();
    renderApp('/dashboard/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Nivaas Admin', 'Priya Verma', 'Rakesh Sharma']);
    expect(screen.queryByRole('button', { name: 'Delete Nivaas Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('deletes a user only after confirmation, and the user leaves the list', async () => {
    signedInAs('admin');
    const { deleted } = usersBackend();
    const { user } = renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Priya Verma' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/all of its listings will be removed/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Priya Verma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['u1']);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Priya Verma' })).not.toBeInTheDocument());
  });

  it("says 'Delete user failed' when deleting fails without a message", async () => {
    signedInAs('admin');
    usersBackend();
    server.use(graphql.mutation('DeleteUser', () => HttpResponse.error()));
    const { user } = renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Rakesh Sharma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Delete user failed')).toBeInTheDocument();
  });

  it("says 'Fetch users failed' when the list cannot be loaded", async () => {
    signedInAs('admin');
    server.use(graphql.query('AdminUsers', () => HttpResponse.error()));
    renderApp('/dashboard/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fetch users failed');
  });

  it('shows real counts on the dashboard, from the server', async () => {
    signedInAs('admin');
    server.use(graphql.query('UserCounts', () => HttpResponse.json({ data: { userCounts: { __typename: 'UserCounts', total: 1234, user: 1000, owner: 200, admin: 34 } } })));
    renderApp('/dashboard');
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('200')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('passes a server error message through', async () => {
    signedInAs('admin');
    usersBackend();
    server.use(graphql.mutation('DeleteUser', () => graphQLError('User not found', 'NOT_FOUND')));
    const { user } = renderApp('/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Rakesh Sharma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
