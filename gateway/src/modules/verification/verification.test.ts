import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let listingId: string;
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const VERIFY = `mutation Verify($id: ID!, $checklist: VerificationChecklistInput!) { verifyListing(id: $id, checklist: $checklist) { verified verifiedAt } }`;
const REMOVE = `mutation Remove($id: ID!, $reason: String!) { removeVerification(id: $id, reason: $reason) { verified verifiedAt } }`;
const ALL_CHECKED = { photosMatch: true, ownerIdentitySeen: true, addressConfirmed: true, note: 'Visited on Monday' };

describe('verified listings', () => {
  it('needs every item of the checklist, naming the one missing', async () => {
    const res = await t.graphql(VERIFY, { id: listingId, checklist: { ...ALL_CHECKED, ownerIdentitySeen: false } }, admin.headers);
    expect(res.errors?.[0]).toMatchObject({
      message: "Check this before verifying: the owner's identity was seen",
      extensions: { code: 'BAD_USER_INPUT', field: 'ownerIdentitySeen' },
    });
  });

  it('lets only admins verify, not the owner or anyone else', async () => {
    for (const headers of [owner.headers, {}]) {
      const res = await t.graphql(VERIFY, { id: listingId, checklist: ALL_CHECKED }, headers);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(res.errors?.[0]?.extensions?.code);
    }
  });

  it('marks the listing verified with when, keeps who and what was checked, and counts it for the owner', async () => {
    const res = await t.graphql<{ verifyListing: { verified: boolean; verifiedAt: string } }>(
      VERIFY,
      { id: listingId, checklist: ALL_CHECKED },
      admin.headers,
    );
    expect(res.data?.verifyListing.verified).toBe(true);
    expect(Date.parse(res.data?.verifyListing.verifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const detail = await t.graphql<{ property: { owner: { verifiedProperties: number } } }>(
      `query ($id: ID!) { property(id: $id) { owner { verifiedProperties } } }`,
      { id: listingId },
    );
    expect(detail.data?.property.owner.verifiedProperties).toBe(1);
    const chip = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(
      `{ search(filter: { verified: true, city: "Jaipur" }) { results { property { id } } } }`,
    );
    expect(chip.data?.search.results.map((hit) => hit.property.id)).toContain(listingId);
  });

  it('removes the mark only with a reason, and keeps the whole history for admins', async () => {
    const noReason = await t.graphql(REMOVE, { id: listingId, reason: '  ' }, admin.headers);
    expect(noReason.errors?.[0]).toMatchObject({ message: 'Say why the verified mark is removed', extensions: { field: 'reason' } });
    const removed = await t.graphql<{ removeVerification: { verified: boolean; verifiedAt: string | null } }>(
      REMOVE,
      { id: listingId, reason: 'Photos are of another building' },
      admin.headers,
    );
    expect(removed.data?.removeVerification).toEqual({ verified: false, verifiedAt: null });

    const HISTORY = `query ($id: ID!) { property(id: $id) { verificationHistory { verified photosMatch note checkedByName } } }`;
    const history = await t.graphql<{ property: { verificationHistory: unknown[] } }>(HISTORY, { id: listingId }, admin.headers);
    expect(history.data?.property.verificationHistory).toEqual([
      { verified: false, photosMatch: false, note: 'Photos are of another building', checkedByName: 'Kavya Admin' },
      { verified: true, photosMatch: true, note: 'Visited on Monday', checkedByName: 'Kavya Admin' },
    ]);
    const hidden = await t.graphql(HISTORY, { id: listingId }, owner.headers);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('no longer takes a bare verified flag, which had no checklist and left no record', async () => {
    const res = await t.graphql(
      `mutation ($id: ID!) { setPropertyStatus(id: $id, status: approved, verified: true) { verified } }`,
      { id: listingId },
      admin.headers,
    );
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'verified' } });
  });
});
