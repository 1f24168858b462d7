import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ThreadMessage } from '../thread/thread-message.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Property } from '../property/property.entity';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  const admin = await signedIn(t, 'admin');
  const create = (overrides: Record<string, unknown>) =>
    t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput(overrides));
  const listings = [
    await create({ title: 'Saanjh Girls PG', locality: 'Malviya Nagar' }),
    await create({ title: 'Saanjh Boys PG', locality: 'Malviya Nagar', gender: 'male' }),
    await create({ title: 'Saanjh Residency', locality: 'Jagatpura', pinCode: '302017' }),
    await create({ title: 'Saanjh Annexe (pending)', locality: 'Mansarovar', pinCode: '302020' }),
  ];
  listingIds = listings.map((l) => l.id);
  await t.services.verification.verify({ id: admin.user.id, role: 'admin' }, listingIds[0], {
    photosMatch: true,
    ownerIdentitySeen: true,
    addressConfirmed: true,
  });
  // A verified listing that is not approved counts nowhere.
  await t.services.verification.verify({ id: admin.user.id, role: 'admin' }, listingIds[3], {
    photosMatch: true,
    ownerIdentitySeen: true,
    addressConfirmed: true,
  });
  await t.dataSource.getRepository(Property).update({ id: listingIds[3] }, { status: 'pending' });
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
/** Enquiries to `ownerId`'s listing answered by the owner after each number of minutes (null: not answered). */
async function enquiries(ownerId: string, propertyId: string, replyAfter: Array<number | null>) {
  for (const minutes of replyAfter) {
    const createdAt = new Date(Date.now() - 10 * 24 * 60 * MINUTE);
    const enquiry = await t.dataSource.getRepository(Enquiry).save({
      propertyId,
      ownerId,
      customerType: 'individual',
      name: 'Asha Verma',
      email: 'asha@example.in',
      city: 'Jaipur',
      phone: '9876543210',
      message: 'Is a bed free?',
      createdAt,
    } as Partial<Enquiry>);
    if (minutes === null) continue;
    const replies = t.dataSource.getRepository(ThreadMessage);
    await replies.insert({
      threadId: enquiry.id,
      authorId: ownerId,
      message: 'Yes, come and see it.',
      createdAt: new Date(createdAt.getTime() + minutes * MINUTE),
    });
    // Only the first reply counts.
    await replies.insert({
      threadId: enquiry.id,
      authorId: ownerId,
      message: 'Any questions?',
      createdAt: new Date(createdAt.getTime() + (minutes + 600) * MINUTE),
    });
  }
}

const PROFILE = `query Owner($id: ID!, $page: Int, $limit: Int) {
  ownerProfile(id: $id) {
    id name role memberSince propertiesListed verifiedProperties localities medianReplyMinutes
    listings(page: $page, limit: $limit) { total totalPages items { id title status } }
  }
}`;
interface ProfileData {
  ownerProfile: {
    id: string;
    name: string;
    role: string;
    memberSince: string;
    propertiesListed: number;
    verifiedProperties: number;
    localities: string[];
    medianReplyMinutes: number | null;
    listings: { total: number; totalPages: number; items: Array<{ id: string; title: string; status: string }> };
  };
}

describe('owner profile', () => {
  it('counts approved listings, verified ones and localities as the database does, and says when they joined', async () => {
    const { data, errors } = await t.graphql<ProfileData>(PROFILE, { id: owner.user.id });
    expect(errors).toBeUndefined();
    const [counted] = await t.dataSource.query(
      `SELECT count(*)::int AS listed, count(*) FILTER (WHERE verified)::int AS verified, count(DISTINCT locality)::int AS localities
         FROM properties WHERE owner_id = $1 AND status = 'approved'`,
      [owner.user.id],
    );
    expect(counted).toEqual({ listed: 3, verified: 1, localities: 2 });
    expect(data?.ownerProfile).toMatchObject({
      id: owner.user.id,
      name: 'Meera Joshi',
      role: 'owner',
      propertiesListed: counted.listed,
      verifiedProperties: counted.verified,
      localities: ['Jagatpura', 'Malviya Nagar'],
      medianReplyMinutes: null,
    });
    expect(data?.ownerProfile.memberSince).toBe(owner.user.createdAt.toISOString());
  });

  it('pages their approved listings only, newest first', async () => {
    const first = await t.graphql<ProfileData>(PROFILE, { id: owner.user.id, page: 1, limit: 2 });
    expect(first.data?.ownerProfile.listings).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.data?.ownerProfile.listings.items.map((l) => l.title)).toEqual(['Saanjh Residency', 'Saanjh Boys PG']);
    const second = await t.graphql<ProfileData>(PROFILE, { id: owner.user.id, page: 2, limit: 2 });
    expect(second.data?.ownerProfile.listings.items.map((l) => l.title)).toEqual(['Saanjh Girls PG']);
    const bad = await t.graphql(PROFILE, { id: owner.user.id, limit: 101 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives no median reply time under 3 replied enquiries, then the median of first replies', async () => {
    const median = async () => (await t.graphql<ProfileData>(PROFILE, { id: owner.user.id })).data?.ownerProfile.medianReplyMinutes;
    await enquiries(owner.user.id, listingIds[0], [30, 240, null]);
    expect(await median()).toBeNull();
    await enquiries(owner.user.id, listingIds[1], [90, null]);
    // First replies after 30, 90 and 240 minutes: the median is 90.
    expect(await median()).toBe(90);
    await enquiries(owner.user.id, listingIds[2], [600]);
    // 30, 90, 240, 600: halfway between 90 and 240.
    expect(await median()).toBe(165);
  });

  it('is the owner block of a listing, with the same figures', async () => {
    const { data } = await t.graphql<{ property: { ownerProfile: Omit<ProfileData['ownerProfile'], 'listings'> } }>(
      `query Listing($id: ID!) { property(id: $id) { ownerProfile { id name propertiesListed verifiedProperties localities medianReplyMinutes } } }`,
      { id: listingIds[0] },
    );
    expect(data?.property.ownerProfile).toEqual({
      id: owner.user.id,
      name: 'Meera Joshi',
      propertiesListed: 3,
      verifiedProperties: 1,
      localities: ['Jagatpura', 'Malviya Nagar'],
      medianReplyMinutes: 165,
    });
  });

  it('says whether the owner proved their number by SMS code, never the number', async () => {
    const verified = async () =>
      (
        await t.graphql<{ ownerProfile: { numberVerified: boolean } }>(`query ($id: ID!) { ownerProfile(id: $id) { numberVerified } }`, {
          id: owner.user.id,
        })
      ).data?.ownerProfile.numberVerified;
    expect(await verified()).toBe(false);
    await t.dataSource.query(`UPDATE users SET phone_verified_at = now() WHERE id = $1`, [owner.user.id]);
    expect(await verified()).toBe(true);
  });

  it('shows no e-mail or phone', async () => {
    const { errors } = await t.graphql(`query Owner($id: ID!) { ownerProfile(id: $id) { email } }`, { id: owner.user.id });
    expect(errors?.[0]?.message).toMatch(/Cannot query field "email"/);
    const { errors: phone } = await t.graphql(`query Owner($id: ID!) { ownerProfile(id: $id) { contactNumber } }`, { id: owner.user.id });
    expect(phone?.[0]?.message).toMatch(/Cannot query field "contactNumber"/);
  });

  it('is NOT_FOUND for an unknown id, a malformed one, and an account without approved listings', async () => {
    const seeker = await signedIn(t, 'user');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', seeker.user.id]) {
      const { errors } = await t.graphql(PROFILE, { id });
      expect(errors?.[0]).toMatchObject({
        message: 'This owner does not exist or has no listings on Nivaas.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});
