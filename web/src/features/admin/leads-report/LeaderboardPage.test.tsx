import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';

const counts = (enquiries: number, phoneReveals: number, visits: number, shortlists: number) => ({
  enquiries,
  phoneReveals,
  visits,
  shortlists,
  leads: enquiries + phoneReveals + visits,
});

function board(period: string, rankBy: string, empty = false) {
  return {
    __typename: 'Leaderboard',
    period,
    rankBy,
    listings: empty
      ? []
      : [
          {
            __typename: 'LeaderboardListing',
            id: 'p1',
            title: 'Sakhi Girls PG',
            city: 'Jaipur',
            locality: 'Malviya Nagar',
            ownerName: 'Meera Joshi',
            ...counts(12, 4, 3, 9),
          },
          {
            __typename: 'LeaderboardListing',
            id: 'p2',
            title: 'Urban Den',
            city: 'Pune',
            locality: 'Baner',
            ownerName: 'Kabir Rao',
            ...counts(1500, 2, 0, 1),
          },
        ],
    owners: empty ? [] : [{ __typename: 'LeaderboardOwner', id: 'o1', name: 'Meera Joshi', listings: 2, ...counts(14, 5, 3, 10) }],
    localities: empty ? [] : [{ __typename: 'LeaderboardLocality', city: 'Jaipur', locality: 'Malviya Nagar', ...counts(14, 5, 3, 10) }],
  };
}

/** The rows of a table as the text of their cells. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Leaderboard', () => {
  it('shows the top listings, owners and localities of the period, and switches period and ranking', async () => {
    signedInAs('admin');
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('Leaderboard', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { leaderboard: board(String(variables.period), String(variables.rankBy)) } });
      }),
    );
    const { user } = await renderApp('/dashboard/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Leaderboard', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Top listings' });
    expect(rows('Top listings')).toEqual([
      ['Sakhi Girls PGMalviya Nagar, Jaipur · Meera Joshi', '12', '4', '3', '9', '19'],
      ['Urban DenBaner, Pune · Kabir Rao', '1,500', '2', '0', '1', '1,502'],
    ]);
    expect(screen.getByRole('link', { name: 'Sakhi Girls PG' })).toHaveAttribute('href', '/property/p1');
    expect(rows('Top owners')).toEqual([['Meera Joshi2 listings', '14', '5', '3', '10', '22']]);
    expect(screen.getByRole('link', { name: 'Meera Joshi' })).toHaveAttribute('href', '/dashboard/users/o1');
    expect(rows('Most active localities')).toEqual([['Malviya NagarJaipur', '14', '5', '3', '10', '22']]);
    expect(asked[0]).toEqual({ period: 'LAST_7_DAYS', rankBy: 'leads' });

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ period: 'LAST_30_DAYS', rankBy: 'leads' }));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank by' }), 'Visits booked');
    await waitFor(() => expect(asked.at(-1)).toEqual({ period: 'LAST_30_DAYS', rankBy: 'visits' }));
  });

  it('says what to do when nothing happened in the period', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Leaderboard', ({ variables }) =>
        HttpResponse.json({ data: { leaderboard: board(String(variables.period), 'leads', true) } }),
      ),
    );
    await renderApp('/dashboard/leaderboard');
    expect(await screen.findByText(/No activity in this period yet. Choose a longer period/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is linked from the dashboard sidebar', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('Leaderboard', ({ variables }) =>
        HttpResponse.json({ data: { leaderboard: board(String(variables.period), 'leads') } }),
      ),
    );
    await renderApp('/dashboard/leaderboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Leads report' })).toHaveAttribute('href', '/dashboard/sales-report');
    // Right after Dashboard, in this order.
    expect(
      within(nav)
        .getAllByRole('link')
        .slice(0, 3)
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Dashboard', 'Leaderboard', 'Leads report']);
  });
});
