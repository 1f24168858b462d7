import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp, type RenderedApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult, suggestionsHandler } from '../../test/search-handlers';
import { NEAR_ME_MESSAGES } from './useNearMe';

/**
 * Types into the search box as one input (jsdom and user-event's zero-delay keystrokes outrun
 * the combobox's state; real typing is covered by the browser journeys).
 */
async function typeInto(user: RenderedApp['user'], box: HTMLElement, text: string) {
  await user.click(box);
  fireEvent.change(box, { target: { value: text } });
}

const searchPath = (router: RenderedApp['router']) => `${router.state.location.pathname}${router.state.location.search}`;

function fakeGeolocation(answer: { coords?: { latitude: number; longitude: number }; error?: number } | null) {
  const geolocation = answer
    ? {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          answer.coords
            ? ok({ coords: answer.coords } as GeolocationPosition)
            : fail({ code: answer.error, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
      }
    : undefined;
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeEach(() => {
  server.use(
    suggestionsHandler,
    searchListingsHandler(() => searchResult([hit()])),
  );
});

describe('Search widget', () => {
  it('suggests as you type; arrow keys and Enter choose one, which searches it', async () => {
    const { user, router } = await renderApp('/');
    const box = screen.getByRole('combobox', { name: 'Search by location, city or PG name' });
    await typeInto(user, box, 'malv');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Malviya NagarLocality · Jaipur · 3 PGs',
      'Malviya NagarLocality · Delhi · 1 PG',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?city=Delhi&location=Malviya+Nagar'));
  });

  it('offers the query as the search reads it first; choosing it opens that search', async () => {
    const { user, router } = await renderApp('/');
    await typeInto(user, screen.getByRole('combobox', { name: 'Search by location, city or PG name' }), 'girls pg jaipur under 8000');
    const options = await screen.findAllByRole('option');
    expect(options[0].textContent).toBe('Girls · Jaipur · under ₹8,000Search · Jaipur · 9 PGs');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?city=Jaipur&hostelType=girls_hostel&priceMax=8000'));
  });

  it('says "1,000+" for the understood count at the cap, and a place\'s stored count as it is', async () => {
    server.use(
      graphql.query('SearchSuggestions', () =>
        HttpResponse.json({
          data: {
            searchSuggestions: [
              {
                __typename: 'SearchSuggestion',
                kind: 'understood',
                text: 'Girls · Bengaluru',
                city: 'Bengaluru',
                listings: 1000,
                query: 'city=Bengaluru&hostelType=girls_hostel',
              },
              { __typename: 'SearchSuggestion', kind: 'city', text: 'Bengaluru', city: 'Bengaluru', listings: 5200, query: null },
            ],
          },
        }),
      ),
    );
    const { user } = await renderApp('/');
    await typeInto(user, screen.getByRole('combobox', { name: 'Search by location, city or PG name' }), 'girls pg bengaluru');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Girls · BengaluruSearch · Bengaluru · 1,000+ PGs',
      'BengaluruCity · Bengaluru · 5,200 PGs',
    ]);
  });

  it('searches the typed text with Enter', async () => {
    const { user, router } = await renderApp('/');
    await typeInto(user, screen.getByRole('combobox', { name: 'Search by location, city or PG name' }), 'girls pg');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?q=girls+pg'));
  });

  it('searches everything with the Search button alone (empty filters are left out)', async () => {
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchPath(router)).toBe('/search-list'));
  });

  it('has the filter panel: Hostel For, prices with min <= max, sharing and amenities', async () => {
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Girls Hostel'));
    await user.click(screen.getByText('Double'));
    await user.click(screen.getByText('Triple'));
    await user.click(screen.getByText('WiFi'));
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    expect(max).not.toHaveAttribute('max');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '9000');
    await user.type(max, '5000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The maximum must not be less than the minimum')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.clear(max);
    await user.type(max, '12000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searchPath(router)).toBe(
        '/search-list?hostelType=girls_hostel&sharingType=double%2Ctriple&priceMin=9000&priceMax=12000&amenities=wifi',
      ),
    );
  });

  it('has Co-living in Hostel For and a food preference, with counts on the results page', async () => {
    const { user, router } = await renderApp('/search-list?city=Jaipur');
    await screen.findByRole('heading', { level: 2, name: /found in Jaipur/ });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('group', { name: 'Food preference' });
    expect(panel).toHaveTextContent('Any (5)');
    expect(panel).toHaveTextContent('Veg (2)');
    expect(panel).toHaveTextContent('Non-veg (1)');
    await user.click(screen.getByText(/^Co-living/));
    await user.click(within(panel).getByText(/^Veg/));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?city=Jaipur&hostelType=co_living&foodPreference=veg'));
  });

  it('on the results page starts from the search in the URL and keeps the sidebar filters', async () => {
    const { user, router } = await renderApp('/search-list?location=Adyar&city=Chennai&amenities=ac&verified=true&sort=price_asc');
    const box = await screen.findByRole('combobox', { name: 'Search by location, city or PG name' });
    expect(box).toHaveValue('Adyar, Chennai');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searchPath(router)).toBe('/search-list?city=Chennai&location=Adyar&amenities=ac&verified=true&sort=price_asc'),
    );
    // The new URL renders a new widget.
    await typeInto(user, await screen.findByRole('combobox', { name: 'Search by location, city or PG name' }), 'hostel near iit');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?q=hostel+near+iit&amenities=ac&verified=true&sort=price_asc'));
  });

  it('Near Me searches around the position the browser gives', async () => {
    fakeGeolocation({ coords: { latitude: 26.853912, longitude: 75.80498 } });
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Near Me' }));
    await waitFor(() => expect(searchPath(router)).toBe('/search-list?nearMe=true&lat=26.8539&lng=75.805'));
    expect(await screen.findByText('Near you: within 5 km')).toBeInTheDocument();
  });

  it.each([
    [{ error: 1 }, NEAR_ME_MESSAGES.denied],
    [{ error: 2 }, NEAR_ME_MESSAGES.unavailable],
    [{ error: 3 }, NEAR_ME_MESSAGES.timeout],
    [null, NEAR_ME_MESSAGES.unsupported],
  ])('Near Me says what went wrong (%j)', async (answer, message) => {
    fakeGeolocation(answer);
    const { user, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Near Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/');
  });
});
