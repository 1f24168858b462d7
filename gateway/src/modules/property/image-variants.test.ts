import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { jpeg, listingInput, postListing, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ImageVariantBackfill } from './image-variant-backfill';
import { variantKey } from './image-variants';
import { PropertyImage } from './property-image.entity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploads = () => path.join(t.config.dataDir, 'uploads');
const stored = (key: string) => readFile(path.join(uploads(), key));
const photosOf = (propertyId: string) =>
  t.dataSource.getRepository(PropertyImage).find({ where: { propertyId }, order: { position: 'ASC' } });

/** Width, height and format of a stored WebP copy, read from its bytes. */
async function variantOf(largeKey: string, width: number) {
  const { format, width: actual, height } = await sharp(await stored(variantKey(largeKey, width))).metadata();
  return { format, width: actual, height };
}

describe('responsive sizes made at upload', () => {
  it('stores WebP copies 360 and 720 px wide of an 800 px photo (never wider than the photo) and offers them as its srcset', async () => {
    const owner = await signedIn(t, 'owner');
    const { _id: id, ...rest } = await postListing(t, owner.headers, 'Srcset PG');
    const [photo] = await photosOf(id);
    expect(photo.variantWidths).toEqual([360, 720]);
    expect(await variantOf(photo.largeKey, 360)).toEqual({ format: 'webp', width: 360, height: 270 });
    expect(await variantOf(photo.largeKey, 720)).toEqual({ format: 'webp', width: 720, height: 540 });
    await expect(stored(variantKey(photo.largeKey, 1080))).rejects.toThrow();

    const srcSet = `/uploads/${variantKey(photo.largeKey, 360)} 360w, /uploads/${variantKey(photo.largeKey, 720)} 720w, /uploads/${photo.largeKey} 800w`;
    const res = await t.graphql<{ property: { images: Array<{ srcSet: string }>; coverImage: { srcSet: string } } }>(
      `query ($id: ID!) { property(id: $id) { images { srcSet } coverImage { srcSet } } }`,
      { id },
    );
    expect(res.data?.property.images[0].srcSet).toBe(srcSet);
    expect(res.data?.property.coverImage.srcSet).toBe(srcSet);
    // REST keeps the spec's `images` (URLs) and adds each photo's srcset beside them.
    expect(rest.images).toEqual([`/uploads/${photo.largeKey}`]);
    const detail = await t.request.get(`/api/v1/property/${id}`).expect(200);
    expect(JSON.stringify(detail.body)).toContain(JSON.stringify([srcSet]));
    // Served where the srcset says.
    await t.request
      .get(`/uploads/${variantKey(photo.largeKey, 720)}`)
      .expect(200)
      .expect('content-type', 'image/webp');
  });

  it('makes all three copies of a large photo, offers them around its thumbnail for cards, and removes them with the listing', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Wide PG' }), [
      { filename: 'wide.jpg', data: await jpeg(2400, 1600) },
    ]);
    const [photo] = await photosOf(listing.id);
    expect(photo.largeWidth).toBe(1600);
    expect(photo.variantWidths).toEqual([360, 720, 1080]);
    expect(await variantOf(photo.largeKey, 1080)).toEqual({ format: 'webp', width: 1080, height: 720 });
    // A card's place: the 640 px 4:3 thumbnail between the copies narrower and wider than it.
    const res = await t.graphql<{ property: { coverImage: { thumbnailSrcSet: string } } }>(
      `query ($id: ID!) { property(id: $id) { coverImage { thumbnailSrcSet } } }`,
      { id: listing.id },
    );
    expect(res.data?.property.coverImage.thumbnailSrcSet).toBe(
      `/uploads/${variantKey(photo.largeKey, 360)} 360w, /uploads/${photo.thumbKey} 640w, /uploads/${variantKey(photo.largeKey, 720)} 720w, /uploads/${variantKey(photo.largeKey, 1080)} 1080w`,
    );
    await t.services.properties.delete({ id: owner.user.id, role: 'owner' }, listing.id);
    for (const width of [360, 720, 1080]) await expect(stored(variantKey(photo.largeKey, width))).rejects.toThrow();
  });
});

describe('the backfill of photos stored before responsive sizes', () => {
  it('makes the missing copies a few at a time, once, and a photo it cannot read still shows at full size', async () => {
    const owner = await signedIn(t, 'owner');
    const viewer = { id: owner.user.id, role: 'owner' as const };
    const old = await t.services.properties.create(viewer, listingInput({ title: 'Old photos PG' }), [
      { filename: 'a.jpg', data: await jpeg(1200, 900) },
      { filename: 'b.jpg', data: await jpeg(500, 375, '#4a8ac4') },
    ]);
    const lost = await t.services.properties.create(viewer, listingInput({ title: 'Lost photo PG' }), [
      { filename: 'c.jpg', data: await jpeg(800, 600) },
    ]);
    // As stored before this change: no copies on disk, none recorded.
    const photos = [...(await photosOf(old.id)), ...(await photosOf(lost.id))];
    for (const photo of photos)
      for (const width of photo.variantWidths ?? []) await rm(path.join(uploads(), variantKey(photo.largeKey, width)));
    await t.dataSource.getRepository(PropertyImage).update(
      photos.map((photo) => photo.id),
      { variantWidths: null },
    );
    await rm(path.join(uploads(), photos[2].largeKey));
    const before = await t.graphql<{ property: { images: Array<{ srcSet: string }> } }>(
      `query ($id: ID!) { property(id: $id) { images { srcSet } } }`,
      { id: old.id },
    );
    expect(before.data?.property.images[0].srcSet).toBe(`/uploads/${photos[0].largeKey} 1200w`);

    const log = { info: jest.fn(), warn: jest.fn() };
    const backfill = new ImageVariantBackfill(t.dataSource, t.services.listingImages, log);
    await expect(backfill.run()).resolves.toEqual({ made: 2, failed: 1 });

    const [first, second] = await photosOf(old.id);
    expect(first.variantWidths).toEqual([360, 720, 1080]);
    expect(await variantOf(first.largeKey, 1080)).toEqual({ format: 'webp', width: 1080, height: 810 });
    // 500 px wide: only the 360 px copy.
    expect(second.variantWidths).toEqual([360]);
    expect((await photosOf(lost.id))[0].variantWidths).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ key: photos[2].largeKey }), expect.any(String));
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ done: 3, total: 3 }), expect.any(String));

    const after = await t.graphql<{ property: { images: Array<{ srcSet: string }> } }>(
      `query ($id: ID!) { property(id: $id) { images { srcSet } } }`,
      { id: old.id },
    );
    expect(after.data?.property.images[0].srcSet).toContain(`/uploads/${variantKey(first.largeKey, 720)} 720w`);
    // Nothing left to do but the unreadable photo, which is tried again and stays as it is.
    await expect(backfill.run()).resolves.toEqual({ made: 0, failed: 1 });
    expect((await photosOf(old.id))[0].variantWidths).toEqual([360, 720, 1080]);
  });
});
