import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jpeg, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation ($id: ID!, $input: PropertyInput!, $gallery: [String!]!, $images: [Upload!]) {
  updateProperty(id: $id, input: $input, gallery: $gallery, images: $images) { id title price images { id url } } }`;
const DELETE = `mutation ($id: ID!) { deleteProperty(id: $id) }`;
const READ = `query ($id: ID!) { property(id: $id) { id title status similar { title price } } }`;

async function publish(headers: Record<string, string>, overrides: Record<string, unknown> = {}, photos = 0) {
  const owner = (await t.services.auth.authenticate(headers.authorization)).viewer;
  const uploads = await Promise.all(
    Array.from({ length: photos }, async (_, i) => ({ filename: `p${i}.jpg`, data: await jpeg(300 + i * 10, 200) })),
  );
  return t.services.properties.create(owner, listingInput(overrides), uploads);
}

function multipartUpdate(variables: Record<string, unknown>, files: Buffer[], headers: Record<string, string>) {
  const request = t.request
    .post('/graphql')
    .set(headers)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: UPDATE, variables: { ...variables, images: files.map(() => null) } }))
    .field('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.images.${i}`]]))));
  files.forEach((file, i) => request.attach(String(i), file, `new-${i}.jpg`));
  return request;
}

const files = () => readdir(path.join(t.config.dataDir, 'uploads', 'listings')).catch(() => [] as string[]);

describe('editing a listing', () => {
  it('reorders, replaces in place and removes photos, deleting the files of removed ones', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await publish(owner.headers, {}, 3);
    const [first, second, third] = listing.images!;
    const res = await multipartUpdate(
      { id: listing.id, input: listingInput({ title: 'Renamed PG', price: 8000 }), gallery: [third.id, 'new:0', first.id] },
      [await jpeg(640, 480, '#2a9d8f')],
      owner.headers,
    );
    expect(res.body.errors).toBeUndefined();
    const updated = res.body.data.updateProperty;
    expect(updated).toMatchObject({ title: 'Renamed PG', price: 8000 });
    expect(updated.images.map((image: { id: string }) => image.id)).toEqual([third.id, expect.any(String), first.id]);
    const remaining = await files();
    expect(remaining).not.toContain(path.basename(second.largeKey));
    expect(remaining).not.toContain(path.basename(second.thumbKey));
    expect(remaining).toContain(path.basename(first.largeKey));
  });

  it("refuses another owner's edit and delete, through GraphQL and REST; an admin may", async () => {
    const owner = await signedIn(t, 'owner');
    const intruder = await signedIn(t, 'owner');
    const listing = await publish(owner.headers);
    const edit = await multipartUpdate({ id: listing.id, input: listingInput(), gallery: [] }, [], intruder.headers);
    expect(edit.body.errors[0]).toMatchObject({ message: 'You can only change your own listings.', extensions: { code: 'FORBIDDEN' } });
    const removal = await t.graphql(DELETE, { id: listing.id }, intruder.headers);
    expect(removal.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.request.delete(`/api/v1/properties/${listing.id}`).set(intruder.headers)).status).toBe(403);

    const seeker = await signedIn(t, 'user');
    expect((await t.graphql(DELETE, { id: listing.id }, seeker.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const admin = await signedIn(t, 'admin');
    expect((await t.graphql(DELETE, { id: listing.id }, admin.headers)).data).toEqual({ deleteProperty: true });
  });

  it('deletes the photo files with the listing', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await publish(owner.headers, {}, 2);
    expect(await files()).toContain(path.basename(listing.images![0].largeKey));
    expect((await t.graphql(DELETE, { id: listing.id }, owner.headers)).data).toEqual({ deleteProperty: true });
    const left = await files();
    for (const image of listing.images!) {
      expect(left).not.toContain(path.basename(image.largeKey));
      expect(left).not.toContain(path.basename(image.thumbKey));
    }
  });
});

describe('reading listings', () => {
  it('hides listings that are not approved from everybody but their owner and admins', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await publish(owner.headers, { title: 'Hidden PG' });
    const admin = await signedIn(t, 'admin');
    const rejected = await t.graphql(
      `mutation ($id: ID!) { setPropertyStatus(id: $id, status: rejected) { status } }`,
      { id: listing.id },
      admin.headers,
    );
    expect(rejected.data).toEqual({ setPropertyStatus: { status: 'rejected' } });

    expect((await t.graphql(READ, { id: listing.id })).errors?.[0]).toMatchObject({
      message: 'Property not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t.graphql<{ property: { status: string } }>(READ, { id: listing.id }, owner.headers)).data?.property.status).toBe(
      'rejected',
    );
    const mine = await t.graphql<{ myProperties: { items: Array<{ id: string }> } }>(
      '{ myProperties { items { id status } } }',
      {},
      owner.headers,
    );
    expect(mine.data?.myProperties.items.map((item) => item.id)).toEqual([listing.id]);
  });

  it('lets only admins change a status', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await publish(owner.headers);
    const res = await t.graphql(
      `mutation ($id: ID!) { setPropertyStatus(id: $id, status: approved, verified: true) { verified } }`,
      { id: listing.id },
      owner.headers,
    );
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('recommends approved listings in the same city, nearest in price first', async () => {
    const owner = await signedIn(t, 'owner');
    const base = await publish(owner.headers, { title: 'Base', price: 7000 });
    await publish(owner.headers, { title: 'Far in price', price: 20000 });
    await publish(owner.headers, { title: 'Close in price', price: 7200 });
    await publish(owner.headers, {
      title: 'Other city',
      price: 7000,
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      pinCode: '560034',
      locality: 'Koramangala',
    });
    const res = await t.graphql<{ property: { similar: Array<{ title: string }> } }>(READ, { id: base.id });
    const titles = res.data!.property.similar.map((listing) => listing.title);
    expect(titles.indexOf('Close in price')).toBeLessThan(titles.indexOf('Far in price'));
    expect(titles).not.toContain('Other city');
    expect(titles).not.toContain('Base');
  });

  it("recommends to a girls' PG's visitors girls' and unisex listings only, and anything to a unisex one's", async () => {
    const owner = await signedIn(t, 'owner');
    const girls = await publish(owner.headers, { title: 'Sakhi Girls PG', gender: 'female', price: 6100 });
    await publish(owner.headers, { title: 'Scholars Boys Hostel', gender: 'male', price: 6100 });
    await publish(owner.headers, { title: 'Nest Co-living', gender: 'unisex', price: 6150 });
    const similarTo = async (id: string) =>
      (await t.graphql<{ property: { similar: Array<{ title: string }> } }>(READ, { id })).data!.property.similar.map(
        (listing) => listing.title,
      );
    const forGirls = await similarTo(girls.id);
    expect(forGirls).toContain('Nest Co-living');
    expect(forGirls).not.toContain('Scholars Boys Hostel');
    const coLiving = await publish(owner.headers, { title: 'Harmony Co-living', gender: 'unisex', price: 6100 });
    expect(await similarTo(coLiving.id)).toEqual(expect.arrayContaining(['Sakhi Girls PG', 'Scholars Boys Hostel']));
  });
});

describe('reviewing listings (admins)', () => {
  const REVIEW = `query ($status: ListingStatus) { listingsForReview(status: $status) { total items { id status } } }`;

  it('lists every listing of a status for admins only', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await publish(owner.headers, { title: 'To review' });
    const admin = await signedIn(t, 'admin');
    await t.graphql(`mutation ($id: ID!) { setPropertyStatus(id: $id, status: pending) { id } }`, { id: listing.id }, admin.headers);

    const pending = await t.graphql<{ listingsForReview: { items: Array<{ id: string; status: string }> } }>(
      REVIEW,
      { status: 'pending' },
      admin.headers,
    );
    expect(pending.data?.listingsForReview.items).toContainEqual({ id: listing.id, status: 'pending' });
    expect(pending.data?.listingsForReview.items.every((item) => item.status === 'pending')).toBe(true);

    expect((await t.graphql(REVIEW, {}, owner.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(REVIEW, { status: 'lost' }, admin.headers)).errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'status' },
    });
  });
});
