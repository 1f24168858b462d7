import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';

const card = (key: string, value: number, previous: number | null) => ({ __typename: 'StatCard', key, value, previous });
const named = (name: string, count: number) => ({ __typename: 'NamedCount', name, count });

function stats(period: string, empty = false) {
  const days = Array.from({ length: 30 }, (_, i) => ({ __typename: 'DailyCount', day: `2026-11-${String(i + 1).padStart(2, '0')}`, enquiries: empty ? 0 : i % 3, signUps: empty ? 0 : i % 2 }));
  return {
    __typename: 'AdminStats',
    period,
    from: '2026-11-18T18:30:00.000Z',
    to: '2026-11-25T08:00:00.000Z',
    cards: [
      card('newListings', empty ? 0 : 12, empty ? 0 : 8),
      card('listingsWaiting', 3, null),
      card('approvedListings', 1240, null),
      card('newUsers', empty ? 0 : 1500, empty ? 0 : 2000),
      card('newOwners', 4, 4),
      card('enquiries', 57, 0),
      card('phoneReveals', 9, 12),
    ],
    daily: days,
    listingsByCity: empty ? [] : [named('Jaipur', 40), named('Pune', 12)],
    listingsByStatus: empty ? [] : [named('approved', 52), named('pending', 3)],
    unfoundSearches: empty ? [] : [named('koramangla', 7), named('whitefeild pg', 4)],
  };
}

describe('Dashboard home', () => {
  it('shows each figure from the server with its change on the period before, and switches periods', async () => {
    signedInAs('admin');
    const periods: string[] = [];
    server.use(
      graphql.query('AdminStats', ({ variables }) => {
        periods.push(String(variables.period));
        return HttpResponse.json({ data: { adminStats: stats(String(variables.period)) } });
      }),
    );
    const { user } = renderApp('/dashboard');
    const figures = await screen.findByRole('list', { name: 'Figures' });
    const item = (label: string) => within(figures).getByText(label).closest('li') as HTMLElement;
    expect(within(item('New listings')).getByText('12')).toBeInTheDocument();
    expect(within(item('New listings')).getByText('+4 (+50%) on the 7 days before')).toBeInTheDocument();
    expect(within(item('New users')).getByText('1,500')).toBeInTheDocument();
    expect(within(item('New users')).getByText('-500 (-25%) on the 7 days before')).toBeInTheDocument();
    expect(within(item('New owners')).getByText('Same as the 7 days before')).toBeInTheDocument();
    expect(within(item('Listings waiting for review')).getByText('Right now')).toBeInTheDocument();
    expect(within(item('Approved listings')).getByText('1,240')).toBeInTheDocument();
    // No visits figure until visits exist: nothing invented.
    expect(within(figures).getAllByRole('listitem')).toHaveLength(7);
    expect(within(figures).queryByText(/visit/i)).not.toBeInTheDocument();

    const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((row) => row.textContent);
    await screen.findByRole('region', { name: 'Searches that found nothing' });
    expect(rows('Searches that found nothing')).toEqual(['koramangla7', 'whitefeild pg4']);
    expect(rows('Live listings by city')).toEqual(['Jaipur40', 'Pune12']);
    expect(rows('Listings by status')).toEqual(['Approved52', 'Pending3']);
    expect(screen.getByRole('region', { name: 'Enquiries and sign-ups per day' })).toHaveTextContent('30 enquiries and 15 sign-ups');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(periods.at(-1)).toBe('TODAY'));
    expect(await screen.findAllByText('+4 (+50%) on yesterday by this time')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what is empty when nothing happened yet', async () => {
    signedInAs('admin');
    server.use(graphql.query('AdminStats', ({ variables }) => HttpResponse.json({ data: { adminStats: stats(String(variables.period), true) } })));
    renderApp('/dashboard');
    expect(await screen.findByText('No enquiries or sign-ups in these days yet.')).toBeInTheDocument();
    expect(screen.getByText('Every search found something in this period.')).toBeInTheDocument();
    expect(screen.getByText('No live listings yet.')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    signedInAs('admin');
    server.use(graphql.query('AdminStats', () => HttpResponse.error()));
    renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard figures could not be loaded. Please try again.');
  });
});
