import { signedIn, listingInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SitemapService } from './sitemap.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nivaas.example/' });
});
afterAll(() => t.close());

/** The <loc> values of a sitemap or sitemap index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, account pages and APIs, and names the sitemap', async () => {
    const res = await t.request
      .get('/robots.txt')
      .expect(200)
      .expect('content-type', /text\/plain/);
    for (const path of ['/dashboard', '/my-properties', '/my-leads', '/my-enquiries', '/user-profile', '/login', '/api/', '/graphql']) {
      expect(res.text).toContain(`Disallow: ${path}\n`);
    }
    expect(res.text).not.toMatch(/Disallow: \/\n/);
    expect(res.text).toContain('Sitemap: https://nivaas.example/sitemap.xml');
  });
});

describe('sitemaps', () => {
  let approvedId: string;
  let rejectedId: string;
  let postId: string;
  beforeAll(async () => {
    const owner = await signedIn(t, 'owner');
    const admin = await signedIn(t, 'admin');
    const ownerViewer = { id: owner.user.id, role: owner.user.role };
    approvedId = (await t.services.properties.create(ownerViewer, listingInput({ title: 'Approved & open PG' }))).id;
    rejectedId = (await t.services.properties.create(ownerViewer, listingInput({ title: 'Rejected PG' }))).id;
    await t.services.properties.setStatus({ id: admin.user.id, role: admin.user.role }, rejectedId, 'rejected');
    postId = (
      await t.services.blogs.create({ title: 'Choosing a PG', description: '<p>Tips</p>', createdAt: new Date('2026-02-01T00:00:00Z') })
    ).id;
  });

  it('indexes the pages, listings and blog sitemaps on the public address', async () => {
    const res = await t.request
      .get('/sitemap.xml')
      .expect(200)
      .expect('content-type', /application\/xml/);
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.text)).toEqual([
      'https://nivaas.example/sitemaps/pages.xml',
      'https://nivaas.example/sitemaps/places.xml',
      'https://nivaas.example/sitemaps/listings-1.xml',
      'https://nivaas.example/sitemaps/blog.xml',
    ]);
  });

  it('lists every approved listing with its last change, and no listing that is not public', async () => {
    const res = await t.request.get('/sitemaps/listings-1.xml').expect(200);
    expect(locs(res.text)).toContain(`https://nivaas.example/property/${approvedId}`);
    expect(res.text).not.toContain(rejectedId);
    expect(res.text).toMatch(new RegExp(`${approvedId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('lists the public pages and the blog posts', async () => {
    const pages = await t.request.get('/sitemaps/pages.xml').expect(200);
    expect(locs(pages.text)).toEqual(
      expect.arrayContaining(['https://nivaas.example/', 'https://nivaas.example/search-list', 'https://nivaas.example/blog']),
    );
    const blog = await t.request.get('/sitemaps/blog.xml').expect(200);
    expect(blog.text).toContain(`<loc>https://nivaas.example/blogs/${postId}</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`);
  });

  it("lists the landing pages of every city and locality with approved listings, and the city's girls' page", async () => {
    const res = await t.request.get('/sitemaps/places.xml').expect(200);
    expect(locs(res.text)).toEqual(
      expect.arrayContaining([
        'https://nivaas.example/pg-in-jaipur',
        'https://nivaas.example/pg-in-jaipur/malviya-nagar',
        'https://nivaas.example/girls-pg-in-jaipur',
      ]),
    );
    // Both listings are for girls, so there is no boys' page to announce.
    expect(res.text).not.toContain('boys-pg-in-jaipur');
  });

  it('answers 404 for a listing sitemap that does not exist, never a 500', async () => {
    for (const part of ['0', '2', 'abc', '99999999999999999999']) {
      await t.request.get(`/sitemaps/listings-${part}.xml`).expect(404);
    }
  });

  it('splits listings into several sitemaps when there are more than one file may hold', async () => {
    const small = new SitemapService(t.dataSource, t.services.landing, 1);
    const parts = await small.listingSitemapCount();
    expect(parts).toBeGreaterThanOrEqual(1);
    const all = (await Promise.all(Array.from({ length: parts }, (_, i) => small.listingPages(i + 1)))).flat().map((page) => page.path);
    expect(all).toHaveLength(parts);
    expect(new Set(all).size).toBe(parts);
    expect(all).toContain(`/property/${approvedId}`);
  });
});
