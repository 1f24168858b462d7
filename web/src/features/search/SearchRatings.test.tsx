import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult, suggestionsHandler } from '../../test/search-handlers';

const results = [
  hit({ id: 'p1', title: 'Saanjh Girls PG', rating: { __typename: 'ListingRating', average: 4.4, count: 12 }, verified: true }),
  hit({ id: 'p2', title: 'Lotus Ladies PG', rating: { __typename: 'ListingRating', average: null, count: 0 }, verified: false }),
];

beforeEach(() => window.localStorage.clear());

describe('Ratings in search', () => {
  it("shows each card's rating and count, nothing for a listing without reviews, and the Verified badge", async () => {
    server.use(searchListingsHandler(() => searchResult(results)));
    await renderApp('/search-list?city=Jaipur');
    const cards = await within(await screen.findByRole('list', { name: 'Results' })).findAllByRole('article');
    expect(within(cards[0]).getByRole('img', { name: 'Rated 4.4 out of 5 from 12 reviews' })).toHaveTextContent('4.4(12)');
    expect(within(cards[0]).getByText('Verified')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(cards[1]).queryByText('Verified')).not.toBeInTheDocument();
  });

  it("filters with the 'Rating 4+' chip, in the URL and the search, and lists it among the applied filters", async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(searchListingsHandler(() => searchResult(results), seen));
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.click(screen.getByRole('button', { name: 'Rating 4+' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&minRating=4'));
    expect(screen.getByRole('button', { name: 'Rating 4+' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ city: 'Jaipur', minRating: 4 }));
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Refine the results' });
    await user.click(within(sidebar).getByRole('button', { name: 'Remove Rating 4+' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur'));
  });

  it("sorts by 'Top rated' and keeps Rating 4+ from the filter panel", async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      searchListingsHandler((variables) => searchResult(results, { sort: variables.sort ?? 'newest' }), seen),
      suggestionsHandler,
    );
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), screen.getByRole('option', { name: 'Sort By: Top rated' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&sort=top_rated'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'top_rated' }));

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rating 4+' }));
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&minRating=4&sort=top_rated'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ filter: { city: 'Jaipur', minRating: 4 }, sort: 'top_rated' }));
  });
});
