import { BECOME_OWNER_MESSAGES } from '../../../../shared/domain/become-owner';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const BECOME_OWNER = `mutation { becomeOwner { id role email } }`;
const ME = `{ me { id role } }`;

let t: TestApp;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedIn(t, 'owner');
  listingId = (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput())).id;
});
afterAll(() => t.close());

describe('a seeker becomes an owner', () => {
  it('in one step, on the same session, keeping their shortlist and enquiries', async () => {
    const seeker = await signedIn(t, 'user');
    await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: listingId }, seeker.headers);
    const enquiry = await t.graphql(
      `mutation ($id: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $id, input: $input) { alreadySent } }`,
      {
        id: listingId,
        input: {
          customerType: 'individual',
          name: 'Asha Verma',
          email: seeker.user.email,
          city: 'Jaipur',
          phone: '9876543210',
          message: '',
          acceptTerms: true,
        },
      },
      seeker.headers,
    );
    expect(enquiry.errors).toBeUndefined();
    // Before: the owner's pages are closed.
    expect((await t.graphql(`{ myProperties { total } }`, {}, seeker.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const res = await t.graphql<{ becomeOwner: { id: string; role: string } }>(BECOME_OWNER, {}, seeker.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data?.becomeOwner).toMatchObject({ id: seeker.user.id, role: 'owner' });

    // The same token now acts as an owner: `me` says so and the owner's pages open.
    expect((await t.graphql<{ me: { role: string } }>(ME, {}, seeker.headers)).data?.me.role).toBe('owner');
    expect(
      (await t.graphql<{ myProperties: { total: number } }>(`{ myProperties { total } }`, {}, seeker.headers)).data?.myProperties.total,
    ).toBe(0);
    const added = await t.services.properties.create({ id: seeker.user.id, role: 'owner' }, listingInput({ title: 'My first PG' }));
    expect(added.ownerId).toBe(seeker.user.id);
    // What they had as a seeker is still theirs.
    expect((await t.graphql<{ shortlistedIds: string[] }>(`{ shortlistedIds }`, {}, seeker.headers)).data?.shortlistedIds).toEqual([
      listingId,
    ]);
    expect(
      (await t.graphql<{ myEnquiries: { total: number } }>(`{ myEnquiries { total } }`, {}, seeker.headers)).data?.myEnquiries.total,
    ).toBe(1);
  });

  it('changes nothing for an owner asking again', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await t.graphql<{ becomeOwner: { role: string } }>(BECOME_OWNER, {}, owner.headers);
    expect(res.data?.becomeOwner.role).toBe('owner');
  });

  it('refuses admins (who stay admins) and anonymous visitors', async () => {
    const admin = await signedIn(t, 'admin');
    const refused = await t.graphql(BECOME_OWNER, {}, admin.headers);
    expect(refused.errors?.[0]).toMatchObject({ message: BECOME_OWNER_MESSAGES.onlySeekers, extensions: { code: 'FORBIDDEN' } });
    expect((await t.graphql<{ me: { role: string } }>(ME, {}, admin.headers)).data?.me.role).toBe('admin');
    expect((await t.graphql(BECOME_OWNER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
