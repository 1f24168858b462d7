import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { listingCard } from '../../test/listing-fixtures';
import { renderApp } from '../../test/render';

function landingPage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LandingPage',
    path: '/girls-pg-in-jaipur',
    heading: 'Girls PG in Jaipur',
    summary: '14 PGs and hostels for girls in Jaipur, from ₹5,500 to ₹12,000 a month. WiFi in 12, Meals in 9, Laundry in 7.',
    city: 'Jaipur',
    locality: null,
    audience: 'girls',
    searchQuery: 'city=Jaipur&hostelType=girls_hostel',
    localities: [{ __typename: 'LandingLocality', name: 'Malviya Nagar', path: '/pg-in-jaipur/malviya-nagar' }],
    listings: {
      __typename: 'SearchResult',
      total: 14,
      totalExact: true,
      results: [{ __typename: 'SearchHit', distanceKm: null, property: listingCard() }],
    },
    ...overrides,
  };
}

describe('Landing page', () => {
  it('shows the heading, the live summary, the listings and links to the search and the other pages', async () => {
    const asked: string[] = [];
    server.use(
      graphql.query('LandingPage', ({ variables }) => {
        asked.push(variables.path as string);
        return HttpResponse.json({ data: { landingPage: landingPage() } });
      }),
    );
    await renderApp('/girls-pg-in-jaipur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Girls PG in Jaipur' })).toBeInTheDocument();
    expect(asked).toEqual(['/girls-pg-in-jaipur']);
    expect(screen.getByText(/^14 PGs and hostels for girls in Jaipur/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Listings' })).getByRole('heading', { name: /Saanjh Girls PG/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 14 on the search page' })).toHaveAttribute(
      'href',
      '/search-list?city=Jaipur&hostelType=girls_hostel',
    );
    const more = screen.getByRole('navigation', { name: 'More PGs in Jaipur' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['PG in Jaipur', '/pg-in-jaipur'],
      ['Boys PG in Jaipur', '/boys-pg-in-jaipur'],
      ['PG in Malviya Nagar', '/pg-in-jaipur/malviya-nagar'],
    ]);
    expect(document.title).toBe('Girls PG in Jaipur | Nivaas');
    // The trail the banner shows, for search engines (the page's own origin stands for the site's here).
    const trail = JSON.parse(document.body.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Girls PG in Jaipur', item: 'http://localhost/girls-pg-in-jaipur' },
      ],
    });
  });

  it('moves /girls-pg to the address of the city it opened', async () => {
    server.use(graphql.query('LandingPage', () => HttpResponse.json({ data: { landingPage: landingPage() } })));
    const { router } = await renderApp('/girls-pg');
    await waitFor(() => expect(router.state.location.pathname).toBe('/girls-pg-in-jaipur'));
  });

  it('is the 404 page for a place without listings and for any other unknown path', async () => {
    server.use(
      graphql.query('LandingPage', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'There is no such page', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    const missingPlace = await renderApp('/pg-in-atlantis');
    expect(await screen.findByRole('heading', { name: 'Oops! page not found' })).toBeInTheDocument();
    missingPlace.unmount();
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! page not found' })).toBeInTheDocument();
  });

  it('says what to do when the page cannot be loaded', async () => {
    server.use(graphql.query('LandingPage', () => HttpResponse.error()));
    await renderApp('/pg-in-jaipur');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: This page could not be loaded. Check your connection and try again.',
    );
  });
});
