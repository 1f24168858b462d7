import { act, screen, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { listingDetail } from '../../test/listing-fixtures';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { LISTING_PAUSE_TEXT, LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';

describe('Property detail page', () => {
  it('shows Loading... then the listing from its data', async () => {
    server.use(
      graphql.query('PropertyDetail', async ({ variables }) => {
        await delay(30);
        return HttpResponse.json({ data: { property: listingDetail({ id: variables.id }) } });
      }),
    );
    const { user } = await renderApp('/property/p1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Saanjh Girls PG near Malviya Nagar market road' })).toBeInTheDocument();
    expect(screen.getAllByText('₹7,500')[0]).toBeInTheDocument();
    expect(screen.getByText('for 1 bed per month')).toBeInTheDocument();
    expect(screen.getByText('Malviya Nagar, Jaipur, Rajasthan')).toBeInTheDocument();

    const anchors = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(anchors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Owner Details', 'Explore Locality', 'Featured Dealers', 'Recommendations']);

    // Parking label per spec, the address, and the food the owner described.
    expect(screen.getAllByText('Car & Bike Parking').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Plot 12, Sector 3, Malviya Nagar, Jaipur').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Veg only · Breakfast and dinner').length).toBeGreaterThan(0);

    // Key highlights: four shown, the rest behind 'View N More'.
    const more = screen.getByRole('button', { name: /^View \d+ More$/ });
    await user.click(more);
    expect(screen.getByText('Attached bathroom')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Checked by the Nivaas team on 3 November 2026: the photos match the place; the owner's identity was seen; the address was confirmed",
      ),
    ).toBeInTheDocument();

    // Owner block from the real owner; no house rules section when there are none.
    expect(screen.getByText('Meera Joshi')).toBeInTheDocument();
    expect(screen.getByText('Properties Listed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'House rules' })).not.toBeInTheDocument();
    // Recommendations and the owner behind them.
    expect(screen.getByRole('heading', { name: 'Lotus Ladies PG' })).toBeInTheDocument();
    expect(screen.getByText('Sunita Agarwal')).toBeInTheDocument();
    // Never invented ratings.
    expect(screen.queryByText(/4\.3/)).not.toBeInTheDocument();
  });

  it("gives search engines and shared links the listing's title, summary, photo and address", async () => {
    server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })));
    const { router } = await renderApp('/property/p1');
    await screen.findByRole('heading', { level: 1, name: 'Saanjh Girls PG near Malviya Nagar market road' });
    const head = (selector: string, attribute = 'content') => document.head.querySelector(selector)?.getAttribute(attribute);
    expect(document.title).toBe('Saanjh Girls PG near Malviya Nagar market road | Nivaas');
    expect(head('meta[name="description"]')).toMatch(/^PG in Malviya Nagar, Jaipur for Only Girls: ₹7,500 a month, shared by 2/);
    expect(head('meta[property="og:image"]')).toMatch(/^http:\/\/localhost(:\d+)?\/.+/);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/property/p1`);
    expect(head('meta[name="robots"]')).toBeUndefined();
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'LodgingBusiness',
      name: 'Saanjh Girls PG near Malviya Nagar market road',
      address: { addressLocality: 'Jaipur' },
    });
    expect(jsonLd.makesOffer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 7500,
      priceCurrency: 'INR',
      unitText: 'MON',
    });

    // Leaving the page takes its photo and summary with it.
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(document.title).toBe('About us | Nivaas');
    expect(head('meta[property="og:image"]')).toBeUndefined();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/about`);
  });

  it('shows house rules and the video only when the owner gave them', async () => {
    server.use(
      graphql.query('PropertyDetail', () =>
        HttpResponse.json({
          data: { property: listingDetail({ houseRules: ['Last entry 22:30'], videoUrl: 'https://youtu.be/abcdefgh123' }) },
        }),
      ),
    );
    await renderApp('/property/p1');
    expect(await screen.findByRole('heading', { name: 'House rules' })).toBeInTheDocument();
    expect(screen.getByText('Last entry 22:30')).toBeInTheDocument();
    expect(screen.getByTitle(/Video tour/)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefgh123');
  });

  it('says a paused listing is not taking enquiries, instead of the phone, the visit and enquiry forms and the contact bar', async () => {
    signedInAs('user');
    server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail({ paused: true }) } })));
    await renderApp('/property/p1');
    expect(await screen.findByText(LISTING_PAUSE_TEXT.notTakingEnquiries)).toBeInTheDocument();
    // The page itself stays: its details and its owner.
    expect(screen.getByRole('heading', { level: 1, name: 'Saanjh Girls PG near Malviya Nagar market road' })).toBeInTheDocument();
    expect(screen.getByText('Meera Joshi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Phone Number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Book a visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send enquiry to owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact the owner' })).not.toBeInTheDocument();
  });

  it('offers the phone, the visit and enquiry forms and the contact bar while the listing is not paused', async () => {
    signedInAs('user');
    server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })));
    await renderApp('/property/p1');
    expect(await screen.findByRole('heading', { name: 'Send enquiry to owner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book a visit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Phone Number' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact the owner' })).toBeInTheDocument();
    expect(screen.queryByText(LISTING_PAUSE_TEXT.notTakingEnquiries)).not.toBeInTheDocument();
  });

  it('says so when the listing does not exist', async () => {
    server.use(
      graphql.query('PropertyDetail', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Property not found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    await renderApp('/property/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing does not exist or is no longer available.');
    expect(screen.getByRole('link', { name: /Search other PGs/ })).toHaveAttribute('href', '/search-list');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says that a listing its owner removed was removed, with a search in its city', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('PropertyDetail', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Property not found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
      graphql.query('RemovedListing', ({ variables }) => {
        asked.push(variables.id);
        return HttpResponse.json({
          data: { removedListing: { __typename: 'RemovedListing', id: 'p9', title: 'Banyan Court Boys PG', city: 'Jaipur' } },
        });
      }),
    );
    await renderApp('/property/p9');
    expect(await screen.findByRole('status')).toHaveTextContent(LISTING_REMOVED_TEXT.removed);
    expect(asked).toEqual(['p9']);
    expect(screen.getByRole('heading', { level: 1, name: 'Banyan Court Boys PG' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search PGs in Jaipur' })).toHaveAttribute('href', '/search-list?city=Jaipur');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toContain(LISTING_REMOVED_TEXT.removed);
  });

  it("shows the spec's fallback when the request fails", async () => {
    server.use(graphql.query('PropertyDetail', () => HttpResponse.error()));
    await renderApp('/property/p1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Fetch property by id failed');
  });
});
