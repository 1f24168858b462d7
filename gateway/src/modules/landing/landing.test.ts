import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedIn(t, 'owner');
  const viewer = { id: owner.user.id, role: owner.user.role };
  const listings = [
    listingInput({ title: 'Saanjh Girls PG', price: 7500 }),
    listingInput({ title: 'Malviya Co-living', gender: 'unisex', price: 9000, amenities: ['internet', 'laundry'] }),
    listingInput({
      title: 'Jagatpura Boys PG',
      locality: 'Jagatpura',
      pinCode: '302017',
      gender: 'male',
      price: 5200,
      amenities: ['internet'],
    }),
  ];
  for (const input of listings) await t.services.properties.create(viewer, input);
});
afterAll(() => t.close());

const LANDING_PAGE = `query LandingPage($path: String!) {
  landingPage(path: $path) {
    path heading summary city locality audience searchQuery priceMin priceMax
    localities { name path }
    listings { total results { property { title } } }
  }
}`;

interface Landing {
  path: string;
  heading: string;
  summary: string;
  city: string;
  locality: string | null;
  audience: string | null;
  searchQuery: string;
  priceMin: number | null;
  priceMax: number | null;
  localities: Array<{ name: string; path: string }>;
  listings: { total: number; results: Array<{ property: { title: string } }> };
}

const landing = async (path: string) => (await t.graphql<{ landingPage: Landing }>(LANDING_PAGE, { path })).data?.landingPage;

describe('landing pages', () => {
  it('writes a city page from live numbers: count, price range and the amenities most offer', async () => {
    const page = await landing('/pg-in-jaipur');
    expect(page).toMatchObject({
      path: '/pg-in-jaipur',
      heading: 'PG in Jaipur',
      city: 'Jaipur',
      locality: null,
      audience: null,
      priceMin: 5200,
      priceMax: 9000,
    });
    expect(page?.summary).toBe('3 PGs and hostels in Jaipur, from ₹5,200 to ₹9,000 a month. WiFi in 3, Parking in 3, Laundry in 1.');
    expect(page?.localities.map((locality) => locality.path)).toEqual(['/pg-in-jaipur/malviya-nagar', '/pg-in-jaipur/jagatpura']);
  });

  it("counts a girls' page as the search for girls' hostels does (unisex included), and links to that search", async () => {
    const page = await landing('/girls-pg-in-jaipur');
    expect(page).toMatchObject({ heading: 'Girls PG in Jaipur', audience: 'girls', priceMin: 7500, priceMax: 9000 });
    const search = await t.graphql<{ search: { total: number } }>(
      `query { search(filter: { city: "Jaipur", hostelType: girls_hostel }) { total } }`,
    );
    expect(page?.listings.total).toBe(search.data?.search.total);
    expect(page?.listings.total).toBe(2);
    expect(new URLSearchParams(page?.searchQuery)).toEqual(new URLSearchParams({ city: 'Jaipur', hostelType: 'girls_hostel' }));
  });

  it('writes a locality page for the locality and around it, linking to the other localities', async () => {
    const page = await landing('/pg-in-jaipur/jagatpura');
    expect(page).toMatchObject({ heading: 'PG in Jagatpura, Jaipur', locality: 'Jagatpura' });
    expect(page?.summary).toMatch(/^\d+ PGs? (and|or) hostels? in and around Jagatpura, Jaipur/);
    expect(page?.listings.results.map((hit) => hit.property.title)).toContain('Jagatpura Boys PG');
    expect(page?.localities.map((locality) => locality.name)).toEqual(['Malviya Nagar']);
  });

  it("counts a boys' page with the unisex listings too", async () => {
    const page = await landing('/boys-pg-in-jaipur');
    expect(page?.summary).toBe(
      '2 PGs and hostels for boys in Jaipur, from ₹5,200 to ₹9,000 a month. WiFi in 2, Parking in 2, Laundry in 1.',
    );
  });

  it('opens /girls-pg and /boys-pg on the city with the most such listings', async () => {
    expect((await landing('/girls-pg'))?.path).toBe('/girls-pg-in-jaipur');
    expect((await landing('/boys-pg'))?.heading).toBe('Boys PG in Jaipur');
  });

  it('is NOT_FOUND for a city or locality without listings and for a path that is not a landing page', async () => {
    for (const path of ['/pg-in-atlantis', '/pg-in-jaipur/nowhere', '/about', '/pg-in-', '']) {
      const res = await t.graphql(LANDING_PAGE, { path });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
