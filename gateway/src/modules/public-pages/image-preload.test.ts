import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { jpeg, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { variantKey } from '../property/image-variants';

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-dist-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Nivaas</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://nivaas.example' });
});
afterAll(() => t.close());

const crawl = (url: string) => t.request.get(url).set('accept', 'text/html');
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" [^>]*>/g)].map(([tag]) => tag);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('the largest image of a page, requested from the head', () => {
  it("preloads a listing's first photo with its srcset and the gallery's sizes, at high priority", async () => {
    const owner = await signedIn(t, 'owner');
    const viewer = { id: owner.user.id, role: owner.user.role };
    const listing = await t.services.properties.create(viewer, listingInput({ title: 'Preload PG' }), [
      { filename: 'front.jpg', data: await jpeg(1200, 900) },
      { filename: 'room.jpg', data: await jpeg(1200, 900, '#4a8ac4') },
    ]);
    const [[first]] = await t.services.propertyQueries.imagesOf([listing.id]);
    const [tag, ...more] = preloads((await crawl(`/property/${listing.id}`).expect(200)).text);
    expect(more).toEqual([]);
    expect(attribute(tag, 'href')).toBe(`/uploads/${first.largeKey}`);
    expect(attribute(tag, 'as')).toBe('image');
    expect(attribute(tag, 'fetchpriority')).toBe('high');
    expect(attribute(tag, 'imagesrcset')).toBe(
      [360, 720, 1080].map((width) => `/uploads/${variantKey(first.largeKey, width)} ${width}w`).join(', ') +
        `, /uploads/${first.largeKey} 1200w`,
    );
    expect(attribute(tag, 'imagesizes')).toBe(IMAGE_SIZES.listingGallery);

    const bare = await t.services.properties.create(viewer, listingInput({ title: 'No photos PG' }));
    expect(preloads((await crawl(`/property/${bare.id}`).expect(200)).text)).toEqual([]);
  });

  it("preloads a blog post's cover", async () => {
    const admin = await signedIn(t, 'admin');
    const url = await t.services.blogAdmin.uploadImage(
      { id: admin.user.id, role: admin.user.role },
      { filename: 'cover.jpg', data: await jpeg() },
    );
    const viewer = { id: admin.user.id, role: admin.user.role };
    const post = await t.services.blogAdmin.create(viewer, {
      title: 'Moving to Jaipur',
      description: '<p>What to pack for a PG in Jaipur, and what to leave home.</p>',
      image: url,
    });
    await t.services.blogAdmin.publish(viewer, post.id);
    const [tag] = preloads((await crawl(`/blogs/${post.id}`).expect(200)).text);
    expect(attribute(tag, 'href')).toBe(url);
    expect(attribute(tag, 'fetchpriority')).toBe('high');
  });
});
