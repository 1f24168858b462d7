import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { jpeg, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '1' });
});
afterAll(() => t.close());

const FIELDS = `id title description price deposit status city locality amenities
  images { id url thumbnailUrl width height thumbnailWidth thumbnailHeight }
  coverImage { url } owner { id name role propertiesListed verifiedProperties localities }`;
const ADD = `mutation ($input: PropertyInput!, $images: [Upload!]) { addProperty(input: $input, images: $images) { ${FIELDS} } }`;

/** A GraphQL multipart request (the spec at github.com/jaydenseric/graphql-multipart-request-spec). */
function multipart(
  query: string,
  variables: Record<string, unknown>,
  files: Array<{ data: Buffer; name: string }>,
  headers: Record<string, string>,
) {
  const request = t.request
    .post('/graphql')
    .set(headers)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query, variables: { ...variables, images: files.map(() => null) } }))
    .field('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.images.${index}`]]))));
  files.forEach((file, index) => request.attach(String(index), file.data, file.name));
  return request;
}

async function uploadedFiles(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'listings')).catch(() => []);
}

describe('publishing a listing through GraphQL', () => {
  it('stores the listing with photos re-encoded to WebP in two sizes, metadata stripped', async () => {
    const owner = await signedIn(t, 'owner', 'Meera Joshi');
    const res = await multipart(
      ADD,
      { input: listingInput() },
      [
        { data: await jpeg(2400, 1800), name: 'front.jpg' },
        { data: await jpeg(900, 1200, '#5f8fd9'), name: 'room.jpg' },
      ],
      owner.headers,
    );
    expect(res.body.errors).toBeUndefined();
    const listing = res.body.data.addProperty;
    expect(listing).toMatchObject({
      title: 'Saanjh Girls PG',
      price: 7500,
      status: 'approved',
      owner: { name: 'Meera Joshi', role: 'owner', propertiesListed: 1 },
    });
    expect(listing.images).toHaveLength(2);
    expect(listing.images[0]).toMatchObject({ width: 1600, height: 1200, thumbnailWidth: 640, thumbnailHeight: 480 });
    expect(listing.images[1]).toMatchObject({ width: 900, height: 1200 });
    expect(listing.coverImage.url).toBe(listing.images[0].url);
    expect(listing.images[0].url).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}-large\.webp$/);

    const served = await t.request
      .get(listing.images[0].url)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('sanitizes the description: no scripts, no event handlers, no javascript: links', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await multipart(
      ADD,
      {
        input: listingInput({
          description:
            '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        }),
      },
      [],
      owner.headers,
    );
    const description: string = res.body.data.addProperty.description;
    expect(description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(description).toContain('Hi');
  });

  it('gives a card the description as plain text cut to 50 characters, not the whole rich text', async () => {
    const owner = await signedIn(t, 'owner');
    const viewer = { id: owner.user.id, role: owner.user.role };
    const long = await t.services.properties.create(
      viewer,
      listingInput({
        description: '<h2>Rooms</h2><p>Quiet, sunny rooms &amp; a short walk from the <b>Malviya Nagar</b> market and the metro.</p>',
      }),
    );
    const short = await t.services.properties.create(viewer, listingInput({ description: '<p>Near the metro.</p>' }));
    const card = async (id: string) =>
      (
        await t.graphql<{ property: { cardDescription: string } }>(
          'query ($id: ID!) { property(id: $id) { cardDescription } }',
          { id },
          owner.headers,
        )
      ).data?.property.cardDescription;
    expect(await card(long.id)).toBe('Rooms Quiet, sunny rooms & a short walk from the M...');
    expect(await card(short.id)).toBe('Near the metro.');
  });

  it('refuses an 11th photo', async () => {
    const owner = await signedIn(t, 'owner');
    const photo = await jpeg(200, 150);
    const res = await multipart(
      ADD,
      { input: listingInput() },
      Array.from({ length: 11 }, (_, i) => ({ data: photo, name: `p${i}.jpg` })),
      owner.headers,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.errors[0]).toMatchObject({ message: 'You can add at most 10 images.', extensions: { field: 'images' } });
  });

  it('refuses a file that is not an image even when named .jpg, and leaves no files behind', async () => {
    const owner = await signedIn(t, 'owner');
    const before = await uploadedFiles();
    const res = await multipart(
      ADD,
      { input: listingInput() },
      [
        { data: await jpeg(400, 300), name: 'good.jpg' },
        { data: Buffer.from('%PDF-1.7 this is a document'), name: 'sneaky.jpg' },
      ],
      owner.headers,
    );
    expect(res.body.errors[0]).toMatchObject({
      message: '"sneaky.jpg" is not an image. Upload JPEG, PNG, WebP, AVIF or HEIC photos.',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'images' },
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a photo over the size limit', async () => {
    const owner = await signedIn(t, 'owner');
    const huge = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeGreaterThan(1024 * 1024);
    const res = await multipart(ADD, { input: listingInput() }, [{ data: huge, name: 'huge.png' }], owner.headers);
    expect(JSON.stringify(res.body)).toMatch(/larger than \d+ MB|File truncated|exceeds/i);
  });

  it('leaves neither rows nor files when saving fails after the photos were stored', async () => {
    const owner = await signedIn(t, 'owner');
    const before = await uploadedFiles();
    const count = await t.dataSource.query('SELECT count(*)::int AS n FROM properties');
    const spy = jest.spyOn(t.dataSource, 'transaction').mockRejectedValueOnce(new Error('disk full'));
    const res = await multipart(ADD, { input: listingInput() }, [{ data: await jpeg(400, 300), name: 'ok.jpg' }], owner.headers);
    spy.mockRestore();
    expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await uploadedFiles()).toEqual(before);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM properties')).toEqual(count);
  });

  it('lets only owners and admins publish', async () => {
    const seeker = await signedIn(t, 'user');
    const asUser = await multipart(ADD, { input: listingInput() }, [], seeker.headers);
    expect(asUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await multipart(ADD, { input: listingInput() }, [], {});
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('names every missing required field', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await multipart(ADD, { input: listingInput({ title: '', pinCode: '3020', locality: '' }) }, [], owner.headers);
    expect(res.body.errors[0].extensions.problems).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Property title is required' },
        { field: 'pinCode', message: 'Pin code must be 6 digits' },
        { field: 'locality', message: 'Locality is required' },
      ]),
    );
    // The title goes into mails' subjects: a line break there would start a new header line.
    const twoLines = await multipart(ADD, { input: listingInput({ title: 'Saanjh PG\r\nBcc: all@example.in' }) }, [], owner.headers);
    expect(twoLines.body.errors[0].extensions).toMatchObject({ field: 'title' });
    expect(twoLines.body.errors[0].message).toBe('Keep the title on one line');
  });
});

describe('where a listing is', () => {
  it('takes its city and coordinates from the postal directory', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await multipart(
      `mutation ($input: PropertyInput!) { addProperty(input: $input) { city latitude longitude } }`,
      { input: listingInput() },
      [],
      owner.headers,
    );
    expect(res.body.data.addProperty).toMatchObject({
      city: 'Jaipur',
      latitude: expect.closeTo(26.84, 1),
      longitude: expect.closeTo(75.83, 1),
    });
  });

  it.each([
    [{ pinCode: '999999' }, 'pinCode', 'Pincode not found'],
    [{ pinCode: '560034' }, 'pinCode', 'This pin code is in Karnataka. Check the pin code or the state.'],
    [{ district: 'Atlantis' }, 'district', 'Choose a district of Rajasthan from the list.'],
    [{ locality: 'Nowhere Nagar' }, 'locality', 'Choose a locality of Jaipur from the list.'],
  ])('refuses a place that does not exist: %j', async (overrides, field, message) => {
    const owner = await signedIn(t, 'owner');
    const res = await multipart(ADD, { input: listingInput(overrides) }, [], owner.headers);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});
