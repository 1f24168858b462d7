import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit } from '../../test/search-handlers';

const COLLECTIONS = [
  ['boys', 'For Boys', 32, 'hostelType=boys_hostel'],
  ['girls', 'For Girls', 29, 'hostelType=girls_hostel'],
  ['students', 'For Students', 30, 'tenants=students'],
  ['working_professionals', 'For Working Professionals', 31, 'tenants=working_professionals'],
  ['ac', 'AC Room', 16, 'amenities=ac'],
  ['meals', 'Food Service', 24, 'amenities=meals'],
  ['wifi', 'Free WiFi', 40, 'amenities=wifi'],
  ['laundry', 'Laundry Available', 1, 'amenities=laundry'],
].map(([key, label, count, query]) => ({ __typename: 'SearchCollection', key, label, count, query }));

describe('Home page', () => {
  it('has the hero tagline, the search widget, live recommendations and collections', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('HomeRecommended', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            search: {
              __typename: 'SearchResult',
              results: [
                hit({ id: 'p1', beds: 'double_bed', locality: 'Malviya Nagar', city: 'Jaipur', price: 7500, deposit: 0 }),
                hit({
                  id: 'p2',
                  beds: 'single_bed',
                  locality: 'Adyar',
                  city: 'Chennai',
                  price: 12500,
                  deposit: 25000,
                  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
                }),
              ],
            },
          },
        });
      }),
      graphql.query('HomeCollections', () => HttpResponse.json({ data: { searchCollections: COLLECTIONS } })),
    );
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Comfort. Find Nivaas.' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search PGs and hostels' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Recommended Hostel/PG' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    // The home card: room type, locality, monthly price, deposit, poster type, age of posting.
    expect(within(first).getByRole('heading', { name: /^Shared by 2 in Malviya Nagar/ })).toBeInTheDocument();
    expect(within(first).getByText('Malviya Nagar, Jaipur')).toBeInTheDocument();
    expect(within(first).getByText(/₹7,500/)).toHaveTextContent('₹7,500 / month');
    expect(within(first).getByText('No Deposit')).toBeInTheDocument();
    expect(within(first).getByText('Owner')).toBeInTheDocument();
    expect(within(first).getByText('3 days ago')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/property/p1');
    expect(within(second).getByRole('heading', { name: /^Private room in Adyar/ })).toBeInTheDocument();
    expect(within(second).getByText('₹25,000 deposit')).toBeInTheDocument();
    expect(within(second).getByText('2 hours ago')).toBeInTheDocument();
    // Newest, since this visitor has not allowed their location.
    expect(asked[0]).toEqual({ sort: 'newest' });
    expect(screen.getByText('Newest listings')).toBeInTheDocument();

    const curated = screen.getByRole('region', { name: 'Curated PG collections' });
    const girls = await within(curated).findByRole('link', { name: 'For Girls: 29 properties' });
    expect(girls).toHaveAttribute('href', '/search-list?hostelType=girls_hostel');
    expect(
      within(curated)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'For Boys: 32 properties',
      'For Girls: 29 properties',
      'For Students: 30 properties',
      'For Working Professionals: 31 properties',
    ]);
    const amenities = screen.getByRole('region', { name: 'Hostel/PG with AC, food and more' });
    expect(
      within(amenities)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('AC Room'),
      expect.stringContaining('Food Service'),
      expect.stringContaining('Free WiFi'),
      expect.stringContaining('Laundry Available'),
    ]);
    expect(within(amenities).getByRole('link', { name: 'Laundry Available: 1 property' }).closest('article')).toHaveTextContent(
      '1 property',
    );
  });

  it('recommends the nearest listings when the visitor already allowed their location', async () => {
    const asked: Array<Record<string, unknown>> = [];
    Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state: 'granted' }) }, configurable: true });
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 12.97165, longitude: 77.59456 } } as GeolocationPosition),
      },
      configurable: true,
    });
    server.use(
      graphql.query('HomeRecommended', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { search: { __typename: 'SearchResult', results: [hit({ id: 'p1' }, 1.26)] } } });
      }),
    );
    await renderApp('/');
    expect(await screen.findByText('Nearest to you')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: { lat: 12.9717, lng: 77.5946 }, sort: 'distance' }));
    expect(await screen.findByText(/1.3 km away/)).toBeInTheDocument();
    Object.defineProperty(navigator, 'permissions', { value: undefined, configurable: true });
  });

  it('has its own title and tells search engines who runs the site and how to search it', async () => {
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('PG and hostel stays across India | Nivaas'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    const [organization, website] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Nivaas',
      url: 'http://localhost/',
      email: 'hello@nivaas.test',
      telephone: '+91 90000 00000',
      address: { '@type': 'PostalAddress', streetAddress: 'Sector 44, Gurugram, Haryana, India', addressCountry: 'IN' },
    });
    expect(organization.sameAs).toContain('https://x.com/nivaas_test');
    expect(website.potentialAction.target.urlTemplate).toBe('http://localhost/search-list?q={search_term_string}');
  });
});
