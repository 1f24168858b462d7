import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jpeg, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The head of the built index.html, as Vite writes it. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Nivaas: find verified PG and hostel stays." />
    <title>Nivaas: Find Comfort. Find Nivaas.</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://nivaas.example' });
});
afterAll(() => t.close());

/** A crawler or a chat app's link preview: asks for HTML, runs no JavaScript. */
const crawl = (url: string) => t.request.get(url).set('accept', 'text/html');
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('pages as crawlers and link previews see them', () => {
  let listingId: string;
  let rejectedId: string;
  beforeAll(async () => {
    const owner = await signedIn(t, 'owner');
    const admin = await signedIn(t, 'admin');
    const viewer = { id: owner.user.id, role: owner.user.role };
    listingId = (await t.services.properties.create(viewer, listingInput({ title: 'Saanjh <Girls> PG', price: 7500 }))).id;
    rejectedId = (await t.services.properties.create(viewer, listingInput({ title: 'Hidden PG' }))).id;
    await t.services.properties.setStatus({ id: admin.user.id, role: admin.user.role }, rejectedId, 'rejected');
  });

  it("gives a listing page the listing's title, summary, canonical URL and JSON-LD, escaped", async () => {
    const res = await crawl(`/property/${listingId}`)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(res.text).toContain('<title>Saanjh &lt;Girls&gt; PG | Nivaas</title>');
    expect(res.text).not.toContain('Find Comfort. Find Nivaas.');
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attribute(res.text, /<meta name="description" content="([^"]*)"/)).toBe(
      'PG in Malviya Nagar, Jaipur for Only Girls: ₹7,500 a month, shared by 2, food included.',
    );
    expect(attribute(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://nivaas.example/property/${listingId}`);
    expect(attribute(res.text, /<meta property="og:title" content="([^"]*)"/)).toBe('Saanjh &lt;Girls&gt; PG | Nivaas');

    const jsonLd = JSON.parse(attribute(res.text, /<script type="application\/ld\+json" data-page>([^]*?)<\/script>/) ?? 'null');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Saanjh <Girls> PG',
      address: { addressLocality: 'Jaipur', postalCode: '302017', addressCountry: 'IN' },
      makesOffer: { priceSpecification: { price: 7500, priceCurrency: 'INR', unitText: 'MON' } },
    });
    expect(res.text).not.toContain('<Girls>');
    // No reviews, so no rating is claimed.
    expect(jsonLd.aggregateRating).toBeUndefined();
  });

  it("adds the listing's AggregateRating to its JSON-LD once it has reviews", async () => {
    const seeker = await signedIn(t, 'user');
    const review = await t.services.reviews.write({ id: seeker.user.id, role: 'user' }, listingId, {
      rating: 4,
      text: 'Clean rooms and good food, would stay again.',
    });
    const jsonLdOf = async () =>
      JSON.parse(
        attribute(
          (await crawl(`/property/${listingId}`).expect(200)).text,
          /<script type="application\/ld\+json" data-page>([^]*?)<\/script>/,
        ) ?? 'null',
      );
    expect((await jsonLdOf()).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    const other = await signedIn(t, 'user');
    await t.services.reviews.write({ id: other.user.id, role: 'user' }, listingId, {
      rating: 5,
      text: 'Friendly warden and a quiet street nearby.',
    });
    expect((await jsonLdOf()).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    // Deleted reviews stop counting at once; with none left, no rating is claimed.
    await t.services.reviews.delete({ id: seeker.user.id, role: 'user' }, review.id);
    expect((await jsonLdOf()).aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    await t.services.reviews.delete(
      { id: other.user.id, role: 'user' },
      (await t.services.reviews.mine({ id: other.user.id, role: 'user' }, listingId))!.id,
    );
    expect((await jsonLdOf()).aggregateRating).toBeUndefined();
  });

  it('gives a shared link its first photo as an absolute URL (from PUBLIC_URL), and a listing without photos no image tag', async () => {
    const owner = await signedIn(t, 'owner');
    const viewer = { id: owner.user.id, role: owner.user.role };
    const withPhotos = await t.services.properties.create(viewer, listingInput({ title: 'Photo PG', gender: 'male' }), [
      { filename: 'front.jpg', data: await jpeg() },
      { filename: 'room.jpg', data: await jpeg(1200, 900, '#4a8ac4') },
    ]);
    const res = await crawl(`/property/${withPhotos.id}`).expect(200);
    const [first] = await t.services.propertyQueries.imagesOf([withPhotos.id]).then(([images]) => images);
    const image = attribute(res.text, /<meta property="og:image" content="([^"]*)"/);
    expect(image).toBe(`https://nivaas.example/uploads/${first.largeKey}`);
    expect(attribute(res.text, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(JSON.parse(attribute(res.text, /<script type="application\/ld\+json" data-page>([^]*?)<\/script>/) ?? 'null').image).toBe(image);
    // Served where the URL says.
    await t.request.get(new URL(image!).pathname).expect(200).expect('content-type', 'image/webp');

    const bare = await crawl(`/property/${listingId}`).expect(200);
    expect(bare.text).not.toContain('og:image');
    expect(attribute(bare.text, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
  });

  it('answers 404 marked noindex for a listing that is missing or not public, and keeps the app', async () => {
    for (const id of [rejectedId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await crawl(`/property/${id}`).expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).toContain('<div id="root"></div>');
      // With no description of its own, the site's stays.
      expect(res.text).toContain('<meta name="description" content="Nivaas: find verified PG and hostel stays." />');
    }
  });

  it('gives a blog post its title and the start of its text', async () => {
    const post = await t.services.blogs.create({
      title: 'Moving to Jaipur',
      description: `<p>Jaipur &amp; its forts.</p><p>${'Students love it. '.repeat(20)}</p>`,
    });
    const res = await crawl(`/blogs/${post.id}`).expect(200);
    expect(res.text).toContain('<title>Moving to Jaipur | Nivaas</title>');
    const description = attribute(res.text, /<meta name="description" content="([^"]*)"/) ?? '';
    expect(description).toMatch(/^Jaipur &amp; its forts\. Students love it\. .*\.\.\.$/);
    expect(description.length).toBeLessThanOrEqual(160 + 'amp;'.length);
  });

  it('gives a city landing page its heading and live summary, and a city without listings a 404', async () => {
    const res = await crawl('/girls-pg-in-jaipur').expect(200);
    expect(res.text).toContain('<title>Girls PG in Jaipur | Nivaas</title>');
    expect(attribute(res.text, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^1 PG or hostel for girls in Jaipur, at ₹7,500 a month\./,
    );
    expect(attribute(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe('https://nivaas.example/girls-pg-in-jaipur');
    expect((await crawl('/pg-in-atlantis').expect(404)).text).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves other pages with the site-wide head', async () => {
    const res = await crawl('/about').expect(200);
    expect(res.text).toBe(INDEX_HTML);
  });
});

describe('page routes and errors for any client', () => {
  it('answers 200 HTML to curl, monitors and link previews (Accept */* or none), and no page to a JSON-only client', async () => {
    for (const accept of ['*/*', 'text/*', 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8']) {
      const res = await t.request.get('/').set('accept', accept).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    await t.request
      .get('/about')
      .unset('accept')
      .expect(200)
      .expect('content-type', /text\/html/);
    const json = await t.request.get('/about').set('accept', 'application/json').expect(404);
    expect(json.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers every failure outside the APIs in the one error shape, with no stack trace', async () => {
    const badJson = await t.request.post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors[0]).toEqual({
      message: 'The request body could not be read: Unexpected end of JSON input',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(badJson.text).not.toMatch(/\bat \w|node_modules|\/src\//);
    const missingPhoto = await t.request.get('/uploads/listings/no-such-photo.webp').expect(404);
    expect(missingPhoto.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    expect(missingPhoto.text).not.toMatch(/\/tmp\/|\bat \w/);
  });
});
