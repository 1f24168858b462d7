import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult, suggestionsHandler } from '../../test/search-handlers';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../../app/apollo';
import { Providers } from '../../app/providers';
import { SearchListingsDocument } from '../../generated/graphql';
import { SearchListPage } from './SearchListPage';
import { readSearchState, SEARCH_PAGE_SIZE, toFilterInput } from './search-url';

const results = [
  hit({ id: 'p1', title: 'Saanjh Girls PG', price: 7500 }, 0.8),
  hit({ id: 'p2', title: 'Lotus Ladies PG', price: 8200, gender: 'unisex' }, 2.4),
];

beforeEach(() => window.localStorage.clear());

describe('Search list page', () => {
  it('loads the search in the URL and shows the real count, query and spec cards', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      searchListingsHandler(() => searchResult(results, { total: 2 }), seen),
      suggestionsHandler,
    );
    await renderApp('/search-list?q=girls+pg&city=Jaipur&sharingType=single,double&priceMax=9000&sort=price_asc');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 PGs found for “girls pg” in Jaipur' })).toBeInTheDocument();
    expect(seen[0]).toEqual({
      filter: { q: 'girls pg', city: 'Jaipur', sharingType: ['single', 'double'], priceMax: 9000 },
      page: 1,
      limit: 20,
      sort: 'price_asc',
    });
    const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText(/800 m away/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Boys & Girls')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/p1');
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price_asc');
  });

  it('puts what it read from the words into the URL and shows it as chips that each remove their part', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const read = {
      text: null,
      city: null,
      location: 'Malviya Nagar',
      hostelType: 'girls_hostel',
      sharingType: null,
      priceMin: null,
      priceMax: 8000,
      amenities: ['meals'],
      foodPreference: null,
      attachedBathroom: null,
      furnished: null,
    };
    server.use(
      searchListingsHandler(
        (variables) =>
          searchResult(results, {
            understood: (variables.filter as { q?: string }).q ? { __typename: 'UnderstoodFilters', ...read } : null,
          }),
        seen,
      ),
    );
    const { user, router } = await renderApp('/search-list?q=girls+pg+near+malviya+nagar+under+8000+with+food');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Malviya+Nagar&hostelType=girls_hostel&priceMax=8000&amenities=meals'),
    );
    const chipTexts = () =>
      within(screen.getByRole('group', { name: 'Your search' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent?.trim());
    await waitFor(() => expect(chipTexts()).toEqual(['Girls', 'Malviya Nagar', 'under ₹8,000', 'food included']));
    await waitFor(() =>
      expect(seen.at(-1)?.filter).toEqual({ location: 'Malviya Nagar', hostelType: 'girls_hostel', priceMax: 8000, amenities: ['meals'] }),
    );
    await user.click(within(screen.getByRole('group', { name: 'Your search' })).getByRole('button', { name: 'Remove Girls' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=Malviya+Nagar&priceMax=8000&amenities=meals'));
    await user.click(within(screen.getByRole('group', { name: 'Your search' })).getByRole('button', { name: 'Remove under ₹8,000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=Malviya+Nagar&amenities=meals'));
  });

  it('filters for real: chips, the sidebar switches and Budget change the URL and the search', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(searchListingsHandler(() => searchResult(results), seen));
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });

    await user.click(screen.getByRole('button', { name: 'For girls' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&hostelType=girls_hostel'));
    expect(screen.getByRole('button', { name: 'For girls' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'verified' }));
    await waitFor(() => expect(router.state.location.search).toContain('verified=true'));
    // On a small screen (as jsdom is), the sidebar opens under "Refine results", made when first
    // opened: until then the page holds one sidebar (the wide screen's, hidden here), not two.
    expect(screen.getAllByRole('complementary', { name: 'Refine the results', hidden: true })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Refine the results' });
    await user.click(within(sidebar).getByText('Attached bathroom'));
    await waitFor(() => expect(router.state.location.search).toContain('attachedBathroom=true'));
    await user.click(within(sidebar).getByText('₹5,000 to ₹8,000'));
    await waitFor(() => expect(router.state.location.search).toContain('priceMin=5000&priceMax=7999'));
    await waitFor(() =>
      expect(seen.at(-1)?.filter).toEqual({
        city: 'Jaipur',
        hostelType: 'girls_hostel',
        priceMin: 5000,
        priceMax: 7999,
        attachedBathroom: true,
        verified: true,
      }),
    );

    // Applied Filters: each can be removed; Clear All removes them all.
    await user.click(within(sidebar).getByRole('button', { name: 'Remove Verified' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('verified'));
    await user.click(within(sidebar).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sorts, pages with page numbers, and Back returns to the previous search', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(searchListingsHandler((variables) => searchResult(results, { total: 45, totalPages: 3, page: variables.page }), seen));
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: '45 PGs found in Jaipur' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'price_desc');
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&sort=price_desc'));
    await user.click(await screen.findByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&sort=price_desc&page=3'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 3, sort: 'price_desc' }));
    // Distance is offered only with a position.
    expect(screen.queryByRole('option', { name: /Distance/ })).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Jaipur&sort=price_desc'));
  });

  it('past the counting cap says "1,000+", shows counts as lower bounds and pages on past the counted ones', async () => {
    const seen: Array<Record<string, unknown>> = [];
    server.use(
      searchListingsHandler((variables) => {
        const answer = searchResult(results, { total: 1000, totalExact: false, totalPages: 51, page: variables.page });
        return { ...answer, facets: { ...answer.facets, exact: false } };
      }, seen),
    );
    const { user, router } = await renderApp('/search-list?city=Bengaluru');
    await screen.findByRole('heading', { level: 2, name: '1,000+ PGs found in Bengaluru' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Refine the results' });
    // Counted over the first candidates: 3 at least; none seen is no figure (there may be some), not 0.
    expect(within(sidebar).getByText('(3+)', { exact: false })).toBeInTheDocument();
    expect(within(sidebar).getByText('Under ₹5,000').textContent).toBe('Under ₹5,000');
    await user.click(await screen.findByRole('button', { name: /page 51/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Bengaluru&page=51'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 51 }));
  });

  it('hides already seen listings: this browser remembers them, the account too', async () => {
    window.localStorage.setItem('nivaas.seenListings', JSON.stringify(['p9', 'p8']));
    const seen: Array<Record<string, unknown>> = [];
    server.use(searchListingsHandler(() => searchResult(results), seen));
    const { user } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    expect(seen[0].filter).toEqual({ city: 'Jaipur' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    await user.click(within(await screen.findByRole('complementary', { name: 'Refine the results' })).getByText('Hide already seen'));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ city: 'Jaipur', hideSeen: true, excludeIds: ['p9', 'p8'] }));
  });

  it("says 'No PGs match these filters' and offers ways to widen the search", async () => {
    server.use(searchListingsHandler(() => searchResult([], { total: 0 })));
    const { user, router } = await renderApp('/search-list?nearMe=true&lat=26.85&lng=75.8&amenities=ac&priceMax=3000');
    expect(await screen.findByRole('heading', { name: 'No PGs match these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 10 km' }));
    await waitFor(() => expect(router.state.location.search).toContain('radius=10'));
    await user.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server message in red when the search fails, else the fallback', async () => {
    server.use(
      graphql.query('SearchListings', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'priceMax must not be less than priceMin', extensions: { code: 'BAD_USER_INPUT', field: 'priceMax' } }],
        }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/search-list?city=Jaipur');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('priceMax must not be less than priceMin');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the previous results visible while the next page loads', async () => {
    server.use(searchListingsHandler(() => searchResult(results, { total: 45, totalPages: 3 })));
    const { user } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: '45 PGs found in Jaipur' });
    server.use(
      graphql.query('SearchListings', async () => {
        await delay(100);
        return HttpResponse.json({ data: { search: searchResult(results, { total: 45, totalPages: 3, page: 2 }) } });
      }),
    );
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(screen.getByRole('list', { name: 'Results' })).toBeInTheDocument();
  });
});

describe('Search list page, as the server renders it', () => {
  it('shows the maximum the words were read as (Budget, chips), not Any budget until the page has started', async () => {
    const url = '/search-list?q=pg+under+8000';
    const understood = {
      __typename: 'UnderstoodFilters',
      text: 'pg',
      city: null,
      location: null,
      hostelType: null,
      sharingType: null,
      priceMin: null,
      priceMax: 8000,
      amenities: null,
      foodPreference: null,
      attachedBathroom: null,
      furnished: null,
    };
    server.use(searchListingsHandler(() => searchResult(results, { understood })));
    // As on the server: the search answered, then one render without effects (the URL takes the
    // words' filters in an effect, once the page has started in the browser).
    const client = createApolloClient();
    const { filters } = readSearchState(new URLSearchParams(url.split('?')[1]));
    await client.query({
      query: SearchListingsDocument,
      variables: { filter: toFilterInput(filters), page: 1, limit: SEARCH_PAGE_SIZE, sort: null },
    });
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <Providers client={client}>
        <MemoryRouter initialEntries={[url]}>
          <SearchListPage />
        </MemoryRouter>
      </Providers>,
    );
    document.body.append(page);
    // The HTML as sent, whatever the styles of the tests before have left in this document.
    const budget = within(within(page).getAllByRole('complementary', { name: 'Refine the results', hidden: true })[0]);
    expect(budget.getByRole('radio', { name: 'Any budget', hidden: true })).not.toBeChecked();
    expect(budget.getByRole('radio', { name: 'Up to ₹8,000', hidden: true })).toBeChecked();
    expect(within(page).getByRole('button', { name: 'Remove under ₹8,000', hidden: true })).toBeInTheDocument();
    page.remove();
  });
});
