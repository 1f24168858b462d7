import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult, suggestionsHandler } from '../../test/search-handlers';

const results = [
  hit({ id: 'p1', title: 'Saanjh Girls PG', vacantBeds: 3 }),
  hit({ id: 'p2', title: 'Lotus Ladies PG', vacantBeds: 0 }),
  hit({ id: 'p3', title: 'Kiran PG', vacantBeds: null }),
];

beforeEach(() => window.localStorage.clear());

describe("'Only with beds free' in search", () => {
  it('shows beds free, Full or nothing on each card', async () => {
    server.use(searchListingsHandler(() => searchResult(results)));
    await renderApp('/search-list?city=Jaipur');
    const cards = await within(await screen.findByRole('list', { name: 'Results' })).findAllByRole('article');
    expect(within(cards[0]).getByText('3 beds free')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Full')).toBeInTheDocument();
    expect(within(cards[2]).queryByText(/beds? free|Full/)).not.toBeInTheDocument();
  });

  it('filters with the chip, in the URL and the search, and lists it among the applied filters', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(searchListingsHandler(() => searchResult(results), seen));
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.click(screen.getByRole('button', { name: 'Only with beds free' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&bedsFree=true'));
    expect(screen.getByRole('button', { name: 'Only with beds free' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ city: 'Jaipur', bedsFree: true }));
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Refine the results' });
    await user.click(within(sidebar).getByRole('button', { name: 'Remove Only with beds free' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur'));
  });

  it('filters from the panel checkbox', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      searchListingsHandler(() => searchResult(results), seen),
      suggestionsHandler,
    );
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Only with beds free' }));
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&bedsFree=true'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ filter: { city: 'Jaipur', bedsFree: true } }));
  });

  it('opens the panel with the box ticked when the URL has bedsFree, and unticking it drops the filter', async () => {
    server.use(
      searchListingsHandler(() => searchResult(results)),
      suggestionsHandler,
    );
    const { user, router } = await renderApp('/search-list?city=Jaipur&bedsFree=true');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const box = await screen.findByRole('checkbox', { name: 'Only with beds free' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur'));
  });
});
