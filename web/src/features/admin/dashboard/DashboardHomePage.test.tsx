import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { adminStatsFixture } from '../../../test/admin-stats';

const stats = (period: string, empty = false) => adminStatsFixture(period, { empty });

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
    const { user } = await renderApp('/dashboard');
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

    const rows = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
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
    server.use(
      graphql.query('AdminStats', ({ variables }) => HttpResponse.json({ data: { adminStats: stats(String(variables.period), true) } })),
    );
    await renderApp('/dashboard');
    expect(await screen.findByText('No enquiries or sign-ups in these days yet.')).toBeInTheDocument();
    expect(screen.getByText('Every search found something in this period.')).toBeInTheDocument();
    expect(screen.getByText('No live listings yet.')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    signedInAs('admin');
    server.use(graphql.query('AdminStats', () => HttpResponse.error()));
    await renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard figures could not be loaded. Please try again.');
  });
});
