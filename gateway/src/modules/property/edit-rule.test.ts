import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TO_EDIT = `query ($id: ID!) { propertyToEdit(id: $id) { id title status } }`;

/**
 * Who may open a listing in the edit form, asked through GraphQL and REST for each kind of
 * caller: both answer exactly as the save does (owner of the listing and admins only).
 */
describe('one rule for who may open a listing in the edit form', () => {
  async function callers() {
    const owner = await signedIn(t, 'owner');
    const otherOwner = await signedIn(t, 'owner');
    const seeker = await signedIn(t, 'user');
    const admin = await signedIn(t, 'admin');
    const viewer = (await t.services.auth.authenticate(owner.headers.authorization)).viewer;
    // Approved, so anybody may read it; editing is another matter.
    const listing = await t.services.properties.create(viewer, listingInput({ title: 'Editable PG' }));
    return {
      listing,
      cases: [
        ['its owner', owner.headers, true],
        ['another owner', otherOwner.headers, false],
        ['a seeker', seeker.headers, false],
        ['an admin', admin.headers, true],
        ['a visitor', {}, false],
      ] as const,
    };
  }

  it('GraphQL propertyToEdit opens it for its owner and admins only', async () => {
    const { listing, cases } = await callers();
    for (const [who, headers, allowed] of cases) {
      const res = await t.graphql<{ propertyToEdit: { id: string } | null }>(TO_EDIT, { id: listing.id }, headers);
      expect([who, res.data?.propertyToEdit?.id ?? res.errors?.[0]?.extensions?.code]).toEqual([
        who,
        allowed ? listing.id : expect.stringMatching(/NOT_FOUND|FORBIDDEN|UNAUTHENTICATED/),
      ]);
    }
  });

  it('REST my-properties/:id opens it for its owner and admins only', async () => {
    const { listing, cases } = await callers();
    for (const [who, headers, allowed] of cases) {
      const res = await t.request.get(`/api/v1/property/my-properties/${listing.id}`).set(headers);
      expect([who, res.status < 300]).toEqual([who, allowed]);
    }
  });

  it('the save agrees: the callers who cannot open it cannot change it', async () => {
    const { listing, cases } = await callers();
    for (const [who, headers, allowed] of cases) {
      if (allowed) continue;
      const res = await t.graphql(
        `mutation ($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input, gallery: []) { id } }`,
        { id: listing.id, input: listingInput() },
        headers,
      );
      expect([who, res.errors?.[0]?.extensions?.code]).toEqual([who, expect.stringMatching(/FORBIDDEN|UNAUTHENTICATED/)]);
    }
  });
});
