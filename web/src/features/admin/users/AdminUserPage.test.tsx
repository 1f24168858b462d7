import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { graphQLError, signedInAs } from '../../../test/session';
import { formatLongDate } from '../../../lib/dates';

/** One account in memory: role changes and suspensions really change what the page shows next. */
function accountBackend(
  overrides: {
    suspendedAt?: string;
    phoneVerified?: boolean;
    emailConfirmed?: boolean;
    google?: { __typename: 'GoogleAccount'; email: string; linkedAt: string };
  } = {},
) {
  const account = {
    __typename: 'User',
    id: 'u1',
    name: 'Priya Verma',
    email: 'user@nivaas.in',
    emailConfirmed: false,
    role: 'user',
    contactNumber: '9876501234',
    phoneVerified: false,
    google: null as { __typename: 'GoogleAccount'; email: string; linkedAt: string } | null,
    gender: null,
    state: 'Rajasthan',
    city: 'Jaipur',
    createdAt: '2026-11-01T10:00:00.000Z',
    suspendedAt: null as string | null,
    ...overrides,
  };
  const calls: Array<[string, Record<string, unknown>]> = [];
  const activity = {
    __typename: 'UserActivity',
    listings: { __typename: 'UserListings', total: 0, items: [] },
    enquiries: {
      __typename: 'UserEnquiries',
      total: 1,
      items: [
        {
          __typename: 'UserEnquirySummary',
          id: 'e1',
          propertyId: 'p1',
          propertyTitle: 'Shanti PG for Women',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    reviews: { __typename: 'UserReviews', total: 0, items: [] },
  };
  server.use(
    graphql.query('AdminUser', () => HttpResponse.json({ data: { user: account, userActivity: activity } })),
    graphql.mutation('SuspendUser', ({ variables }) => {
      calls.push(['suspend', variables]);
      account.suspendedAt = '2026-11-25T08:00:00.000Z';
      return HttpResponse.json({ data: { suspendUser: { __typename: 'User', id: account.id, suspendedAt: account.suspendedAt } } });
    }),
    graphql.mutation('ReinstateUser', ({ variables }) => {
      calls.push(['reinstate', variables]);
      account.suspendedAt = null;
      return HttpResponse.json({ data: { reinstateUser: { __typename: 'User', id: account.id, suspendedAt: null } } });
    }),
    graphql.mutation('ClearVerifiedNumber', ({ variables }) => {
      calls.push(['clear-number', variables]);
      account.phoneVerified = false;
      return HttpResponse.json({ data: { clearVerifiedNumber: { __typename: 'User', id: account.id, phoneVerified: false } } });
    }),
    graphql.mutation('ChangeUserRole', ({ variables }) => {
      calls.push(['role', variables]);
      account.role = String(variables.role);
      return HttpResponse.json({ data: { changeUserRole: { __typename: 'User', id: account.id, role: account.role } } });
    }),
  );
  return { calls };
}

describe("Dashboard: a user's page", () => {
  it('shows the details and what the account did, with empty lists saying so', async () => {
    signedInAs('admin');
    accountBackend();
    await renderApp('/dashboard/users/u1');
    expect(await screen.findByRole('heading', { name: 'Priya Verma', level: 1 })).toBeInTheDocument();
    // Whether the address was confirmed with the mailed link: lead mail goes only to a confirmed one.
    expect(screen.getByText('user@nivaas.in · not confirmed')).toBeInTheDocument();
    expect(screen.getByText('Jaipur, Rajasthan')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Enquiries sent' })).getByRole('link', { name: 'Shanti PG for Women' }),
    ).toHaveAttribute('href', '/property/p1');
    expect(screen.getByText('No listings.')).toBeInTheDocument();
    expect(screen.getByText('No reviews written.')).toBeInTheDocument();
  });

  it('names the Google account an account signs in with, or says none is linked', async () => {
    signedInAs('admin');
    accountBackend({ google: { __typename: 'GoogleAccount', email: 'priya.v@gmail.example', linkedAt: '2026-11-20T10:00:00.000Z' } });
    const { unmount } = await renderApp('/dashboard/users/u1');
    expect(await screen.findByText(`priya.v@gmail.example · linked ${formatLongDate('2026-11-20T10:00:00.000Z')}`)).toBeInTheDocument();
    unmount();

    accountBackend();
    await renderApp('/dashboard/users/u1');
    expect(await screen.findByText('Not linked')).toBeInTheDocument();
  });

  it('says a confirmed e-mail address is confirmed', async () => {
    signedInAs('admin');
    accountBackend({ emailConfirmed: true });
    await renderApp('/dashboard/users/u1');
    expect(await screen.findByText('user@nivaas.in · confirmed')).toBeInTheDocument();
  });

  it('suspends only with a reason, after confirming, then offers to reinstate', async () => {
    signedInAs('admin');
    const { calls } = accountBackend();
    const { user } = await renderApp('/dashboard/users/u1');
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Priya Verma?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Say why (it is kept in the audit log)')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended. Its sessions have ended.')).toBeInTheDocument();
    expect(calls).toEqual([['suspend', { id: 'u1', reason: 'Spam' }]]);
    expect(await screen.findByText(/this account cannot sign in/)).toBeInTheDocument();
  });

  it('says whether the number was verified by SMS code, and clears a verification with a reason', async () => {
    signedInAs('admin');
    const { calls } = accountBackend({ phoneVerified: true });
    const { user } = await renderApp('/dashboard/users/u1');
    expect(await screen.findByText('9876501234 · verified by SMS code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear verified number' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the verified number of Priya Verma?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Her landlord verified it for her.');
    await user.click(within(dialog).getByRole('button', { name: 'Clear verification' }));
    expect(await screen.findByText(/is no longer marked verified/)).toBeInTheDocument();
    expect(calls).toEqual([['clear-number', { id: 'u1', reason: 'Her landlord verified it for her.' }]]);
    expect(await screen.findByText('9876501234 · not verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear verified number' })).not.toBeInTheDocument();
  });

  it('reinstates a suspended account with a reason', async () => {
    signedInAs('admin');
    const { calls } = accountBackend({ suspendedAt: '2026-11-24T08:00:00.000Z' });
    const { user } = await renderApp('/dashboard/users/u1');
    expect(await screen.findByText(/this account cannot sign in/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reinstate' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reinstate Priya Verma?' });
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), 'Sorted');
    await user.click(within(again).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('Account reinstated.')).toBeInTheDocument();
    expect(calls).toEqual([['reinstate', { id: 'u1', reason: 'Sorted' }]]);
    await waitFor(() => expect(screen.queryByText(/this account cannot sign in/)).not.toBeInTheDocument());
  });

  it('changes the role to the one chosen, and shows the last-admin refusal', async () => {
    signedInAs('admin');
    const { calls } = accountBackend();
    const { user } = await renderApp('/dashboard/users/u1');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Priya Verma' });
    const role = within(dialog).getByRole('combobox', { name: 'New role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Admin']);
    await user.selectOptions(role, 'admin');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed.')).toBeInTheDocument();
    expect(calls).toEqual([['role', { id: 'u1', role: 'admin', reason: 'New' }]]);

    server.use(graphql.mutation('ChangeUserRole', () => graphQLError('This is the last admin: make another admin first.', 'CONFLICT')));
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const next = await screen.findByRole('alertdialog');
    await user.type(within(next).getByRole('textbox', { name: /Reason/ }), 'Bye');
    await user.click(within(next).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('This is the last admin: make another admin first.')).toBeInTheDocument();
    // The dialog stays open so the admin can cancel.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers no actions on the admin themself', async () => {
    signedInAs('admin', { id: 'u1' });
    accountBackend();
    await renderApp('/dashboard/users/u1');
    await screen.findByRole('heading', { name: 'Priya Verma', level: 1 });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });
});
