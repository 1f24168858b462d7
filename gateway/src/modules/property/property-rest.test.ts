import { addPropertyRequest, jpeg, listingForm, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The add-property form exactly as the spec's client posts it. */
async function postListing(headers: Record<string, string>, fields: Record<string, string | string[]> = {}, photos = 1) {
  const form: Record<string, string | string[]> = {
    property_type: 'hostel',
    gender: 'male',
    price: '6000',
    deposit: '6000',
    rooms: '5+',
    beds: 'triple bed',
    bathrooms: '3',
    parking: 'both',
    pin_code: '302021',
    state: 'Rajasthan',
    district: 'Jaipur',
    street_address: '45 Gandhi Path',
    locality: 'Vaishali Nagar',
    nearby_road: 'Queens Road',
    property_title: 'Vaishali Boys Hostel',
    description: '<p>Near the metro.</p>',
    amenities: ['internet', 'food_service', 'laundry'],
    status: 'approved',
    owner_name: 'ignored',
    ...fields,
  };
  const request = addPropertyRequest(t, headers, form);
  for (let i = 0; i < photos; i++) request.attach('images', await jpeg(800, 600), `photo-${i}.jpg`);
  return request;
}

describe('REST: /property/add-property', () => {
  it("answers { property } in the spec's shape", async () => {
    const owner = await signedIn(t, 'owner', 'Arjun Mehta');
    const res = await postListing(owner.headers, {}, 2);
    expect(res.status).toBe(201);
    expect(res.body.property).toMatchObject({
      property_title: 'Vaishali Boys Hostel',
      property_type: 'hostel',
      gender: 'male',
      price: 6000,
      deposit: 6000,
      rooms: 5,
      beds: 'triple bed',
      bathrooms: 3,
      parking: 'both',
      pin_code: '302021',
      locality: 'Vaishali Nagar',
      district: 'Jaipur',
      state: 'Rajasthan',
      street_address: '45 Gandhi Path',
      nearby_road: 'Queens Road',
      features: ['internet', 'food_service', 'laundry'],
      status: 'approved',
      owner: { _id: owner.user.id, name: 'Arjun Mehta', role: 'owner' },
    });
    expect(res.body.property._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.property.images).toHaveLength(2);
    expect(res.body.property.images[0]).toMatch(/^\/uploads\/listings\/.+-large\.webp$/);
    expect(typeof res.body.property.createdAt).toBe('string');
  });

  it('refuses more than 10 photos, oversize photos and non-images with clear messages', async () => {
    const owner = await signedIn(t, 'owner');
    const eleven = await postListing(owner.headers, {}, 11);
    expect(eleven.status).toBe(400);
    expect(eleven.body).toMatchObject({ message: 'You can add at most 10 images.', code: 'BAD_USER_INPUT' });

    const notImage = addPropertyRequest(t, owner.headers, listingForm());
    const refused = await notImage.attach('images', Buffer.from('GIF89a but not really an image'), 'fake.png');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe('"fake.png" is not an image. Upload JPEG, PNG, WebP, AVIF or HEIC photos.');

    const oversize = addPropertyRequest(t, owner.headers, listingForm());
    const tooBig = await oversize.attach('images', Buffer.alloc(9 * 1024 * 1024, 1), 'huge.jpg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('A photo is larger than 8 MB. Choose a smaller photo.');
  });

  it('answers 401 without a session and 403 for a seeker', async () => {
    expect((await postListing({}, {}, 0)).status).toBe(401);
    const seeker = await signedIn(t, 'user');
    const res = await postListing(seeker.headers, {}, 0);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this.');
  });

  it('answers 400 naming the fields that are wrong', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await postListing(owner.headers, { price: '', pin_code: '12' }, 0);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'price', message: 'Price is required' },
        { field: 'pin_code', message: 'Pin code must be 6 digits' },
      ]),
    );
  });
});

describe('REST: reading and deleting', () => {
  let ownerA: Awaited<ReturnType<typeof signedIn>>;
  let ownerB: Awaited<ReturnType<typeof signedIn>>;
  let listingA: string;

  beforeAll(async () => {
    ownerA = await signedIn(t, 'owner');
    ownerB = await signedIn(t, 'owner');
    listingA = (await postListing(ownerA.headers, { property_title: 'A listing' })).body.property._id;
    await postListing(ownerB.headers, { property_title: 'B listing' });
  });

  it('GET /properties lists approved listings newest first with paging', async () => {
    const res = await t.request.get('/api/v1/properties?limit=1').expect(200);
    expect(res.body).toMatchObject({ total: expect.any(Number), page: 1, limit: 1 });
    expect(res.body.properties).toHaveLength(1);
    expect(res.body.properties[0].property_title).toBe('B listing');
    const bad = await t.request.get('/api/v1/properties?limit=500').expect(400);
    expect(bad.body.message).toBe('limit must be a whole number from 1 to 100');
  });

  it("GET /properties?owner=me lists the owner's own listings of every status", async () => {
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [listingA]);
    const mine = await t.request.get('/api/v1/properties?owner=me').set(ownerA.headers).expect(200);
    expect(mine.body.properties.map((p: { _id: string; status: string }) => [p._id, p.status])).toEqual([[listingA, 'pending']]);
    const publicList = await t.request.get('/api/v1/properties').expect(200);
    expect(publicList.body.properties.map((p: { _id: string }) => p._id)).not.toContain(listingA);
    expect((await t.request.get('/api/v1/properties?owner=me')).status).toBe(401);
    await t.dataSource.query(`UPDATE properties SET status = 'approved' WHERE id = $1`, [listingA]);
  });

  it('GET /property/my-properties/:id answers { property } to its owner only', async () => {
    const res = await t.request.get(`/api/v1/property/my-properties/${listingA}`).set(ownerA.headers).expect(200);
    expect(res.body.property._id).toBe(listingA);
    const other = await t.request.get(`/api/v1/property/my-properties/${listingA}`).set(ownerB.headers);
    expect(other.status).toBe(404);
  });

  it('GET /property/:id answers { data } for anybody, 404 for unknown ids', async () => {
    const res = await t.request.get(`/api/v1/property/${listingA}`).expect(200);
    expect(res.body.data).toMatchObject({ _id: listingA, property_title: 'A listing', owner: { role: 'owner' } });
    const missing = await t.request.get('/api/v1/property/not-an-id').expect(404);
    expect(missing.body.message).toBe('Property not found');
  });

  it('DELETE /properties/:id lets only the owner (or an admin) delete', async () => {
    const stranger = await t.request.delete(`/api/v1/properties/${listingA}`).set(ownerB.headers);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('You can only change your own listings.');
    await t.request.delete(`/api/v1/properties/${listingA}`).set(ownerA.headers).expect(200);
    expect((await t.request.get(`/api/v1/property/${listingA}`)).status).toBe(404);

    const admin = await signedIn(t, 'admin');
    const other = (await postListing(ownerB.headers)).body.property._id;
    await t.request.delete(`/api/v1/properties/${other}`).set(admin.headers).expect(200);
  });

  it("answers the spec's fallback message when something unexpected fails", async () => {
    const spy = jest.spyOn(t.services.propertyQueries, 'listPublic').mockRejectedValueOnce(new Error('boom'));
    const res = await t.request.get('/api/v1/properties').expect(500);
    spy.mockRestore();
    expect(res.body.message).toBe('Fetch properties failed');
  });
});
