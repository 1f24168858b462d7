import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import { bearer, signUp } from '../../test/accounts';
import { listingsOf, signedIn } from '../../test/fixtures';
import { SIGN_IN_WITH_PHONE, VERIFY_PHONE, codeSentTo, newAddress, newNumber, phoneAccount, verifiedAccount } from '../../test/phone-codes';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An account's verified number after sign-in: verifying and changing it, Edit Profile and passwords
 * of an account without e-mail or password, and what leads and owners show of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://stay.example.in' });
});
afterAll(() => t.close());

const SIGNS_IN_WITH_PHONE = 'This account signs in with its mobile number.';

describe('verifying the signed-in account’s number', () => {
  const verify = (phone: string, code: string, token: string) =>
    t.graphql(VERIFY_PHONE, { input: { phone, code } }, { ...bearer(token), ...newAddress() });

  it('GraphQL: adds a verified number to an e-mail account (its contact number becomes it)', async () => {
    const account = await signUp(t);
    const phone = newNumber();
    const code = await codeSentTo(t, phone, bearer(account.token), 'VERIFY');
    const res = await verify(phone, code, account.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.verifyPhone).toEqual({ id: account.id, contactNumber: phone, phoneVerified: true });
  });

  it('REST: changes the number of an account already verified; the old number no longer signs it in', async () => {
    const account = await verifiedAccount(t);
    const phone = newNumber();
    const asked = await t.request.post('/api/v1/auth/phone/code').set(bearer(account.token)).send({ phone, purpose: 'verify' });
    expect(asked.status).toBe(200);
    const [sms] = await t.services.sms.sentTo(phone);
    const code = sms.text.slice(0, 6);
    const res = await t.request.post('/api/v1/auth/phone/verify').set(bearer(account.token)).send({ phone, code });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: account.id, contact_number: Number(phone), phoneVerified: true });
    const old = await t.graphql<{ signInWithPhone: { signUpToken: string | null } }>(
      SIGN_IN_WITH_PHONE,
      { input: { phone: account.phone, code: await codeSentTo(t, account.phone) } },
      newAddress(),
    );
    expect(old.data?.signInWithPhone.signUpToken).toEqual(expect.any(String));
  });

  it('refuses a number verified on another account: 409 on phone', async () => {
    const other = await verifiedAccount(t);
    const account = await signUp(t);
    const code = await codeSentTo(t, other.phone, bearer(account.token), 'VERIFY');
    const res = await verify(other.phone, code, account.token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'This number is already verified on another account.',
      extensions: { code: 'CONFLICT', field: 'phone' },
    });
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM users WHERE contact_number = $1 AND phone_verified_at IS NOT NULL',
      [other.phone],
    );
    expect(count).toBe(1);
  });

  it("does not verify with a code sent for someone else's verification, nor with a sign-in code", async () => {
    const [asker, thief] = [await signUp(t), await signUp(t)];
    const phone = newNumber();
    const code = await codeSentTo(t, phone, bearer(asker.token), 'VERIFY');
    expect((await verify(phone, code, thief.token)).errors?.[0]?.message).toBe('That code is wrong or has expired. Ask for a new one.');
    const other = newNumber();
    const signInCode = await codeSentTo(t, other);
    expect((await verify(other, signInCode, asker.token)).errors?.[0]?.extensions?.field).toBe('code');
  });

  it('needs a session: 401 on REST, UNAUTHENTICATED on GraphQL', async () => {
    const res = await t.request.post('/api/v1/auth/phone/verify').send({ phone: newNumber(), code: '123456' });
    expect(res.status).toBe(401);
    const gql = await t.graphql(VERIFY_PHONE, { input: { phone: newNumber(), code: '123456' } });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a profile change of the number clears the verification; saving the same number keeps it', async () => {
    const account = await verifiedAccount(t);
    const PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { contactNumber phoneVerified } }';
    const profile = { name: 'Kavya Iyer', email: account.email, contactNumber: account.phone };
    const same = await t.graphql(PROFILE, { input: profile }, bearer(account.token));
    expect(same.data?.updateProfile).toEqual({ contactNumber: account.phone, phoneVerified: true });
    const changed = newNumber();
    const res = await t.request
      .put('/api/v1/auth/profile')
      .set(bearer(account.token))
      .send({ name: 'Kavya Iyer', email: account.email, contact_number: changed });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ contact_number: Number(changed), phoneVerified: false });
    const back = await t.graphql(PROFILE, { input: profile }, bearer(account.token));
    expect(back.data?.updateProfile).toEqual({ contactNumber: account.phone, phoneVerified: false });
  });
});

describe('Edit Profile of an account without an e-mail', () => {
  const PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { name email contactNumber phoneVerified } }';

  it('saves with the e-mail left empty (it stays without one), and takes one when typed', async () => {
    const account = await phoneAccount(t);
    const profile = { name: 'Meera J', email: '', contactNumber: account.phone, city: 'Pune' };
    const res = await t.graphql(PROFILE, { input: profile }, bearer(account.token));
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toEqual({ name: 'Meera J', email: null, contactNumber: account.phone, phoneVerified: true });
    const email = `Meera.${Date.now()}@Example.in`;
    const rest = await t.request
      .put('/api/v1/auth/profile')
      .set(bearer(account.token))
      .send({ name: 'Meera J', email, contact_number: account.phone });
    expect(rest.status).toBe(200);
    expect(rest.body.user).toMatchObject({ email: email.toLowerCase(), phoneVerified: true });
  });

  it('refuses a new number it has not proved, on both APIs: the number is its only way in', async () => {
    const account = await phoneAccount(t);
    const other = newNumber();
    const gql = await t.graphql(PROFILE, { input: { name: 'Meera J', email: '', contactNumber: other } }, bearer(account.token));
    expect(gql.errors?.[0]).toMatchObject({ message: PHONE_MESSAGES.verifyNewNumberFirst, extensions: { field: 'contactNumber' } });
    const rest = await t.request
      .put('/api/v1/auth/profile')
      .set(bearer(account.token))
      .send({ name: 'Meera J', email: '', contact_number: other });
    expect(rest.status).toBe(400);
    const [row] = await t.dataSource.query(`SELECT contact_number, phone_verified_at FROM users WHERE id = $1`, [account.id]);
    expect(row.contact_number).toBe(account.phone);
    expect(row.phone_verified_at).not.toBeNull();
  });

  it('an account with an e-mail still needs one', async () => {
    const account = await signUp(t);
    const res = await t.graphql(PROFILE, { input: { name: 'Asha Verma', email: '', contactNumber: '9876543210' } }, bearer(account.token));
    expect(res.errors?.[0]).toMatchObject({ message: 'Email is required', extensions: { field: 'email' } });
  });
});

describe('passwords of an account that signs in with its number', () => {
  it('changePassword: 400 with the sentence, on both APIs', async () => {
    const { token } = await phoneAccount(t);
    const input = { currentPassword: 'whatever1', newPassword: 'brand-new1', confirmPassword: 'brand-new1' };
    const gql = await t.graphql(
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
      { input },
      bearer(token),
    );
    expect(gql.errors?.[0]).toMatchObject({ message: SIGNS_IN_WITH_PHONE, extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await t.request.post('/api/v1/auth/change-password').set(bearer(token)).send(input);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(SIGNS_IN_WITH_PHONE);
  });

  it('a reset request for its e-mail answers as for any address and mails the sentence, no link', async () => {
    const email = `meera.${Date.now()}@example.in`;
    await phoneAccount(t, { email });
    const res = await t.request.post('/api/v1/auth/forgot-password').send({ email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'If an account exists for this email, we have sent a link to reset your password. The link works for 30 minutes.',
    );
    await t.services.passwordReset.settled();
    const [mail] = await t.services.mail.outbox(email);
    expect(mail.text).toContain(SIGNS_IN_WITH_PHONE);
    expect(mail.text).not.toContain('reset-password?token=');
    expect(mail.text).toContain('https://stay.example.in/login');
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM password_reset_tokens');
    expect(count).toBe(0);
  });
});

describe('Enquiry.phoneVerified', () => {
  const SEND = `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { enquiry { id phone phoneVerified } } }`;
  const LEADS = '{ leads { items { id phone phoneVerified } } }';
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let listings: string[];
  beforeAll(async () => {
    owner = await signedIn(t, 'owner', 'Suresh Rao');
    listings = await listingsOf(t, owner, ['Verified PG 1', 'Verified PG 2', 'Verified PG 3', 'Verified PG 4']);
  });
  const form = (phone: string, email: string) => ({
    customerType: 'individual',
    name: 'Meera Joshi',
    email,
    city: 'Pune',
    phone,
    message: 'Is a bed free?',
    acceptTerms: true,
  });
  const send = async (listing: string, phone: string, headers: Record<string, string> = {}) => {
    const res = await t.graphql<{ sendEnquiry: { enquiry: { id: string; phoneVerified: boolean } } }>(
      SEND,
      { propertyId: listing, input: form(phone, `e.${Date.now()}.${Math.random()}@example.in`) },
      headers,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.sendEnquiry.enquiry;
  };

  it("is true when a signed-in sender's verified number is the enquiry's phone, and the owner sees it", async () => {
    const seeker = await phoneAccount(t);
    const enquiry = await send(listings[0], seeker.phone, bearer(seeker.token));
    expect(enquiry.phoneVerified).toBe(true);
    const leads = await t.graphql<{ leads: { items: Array<{ id: string; phoneVerified: boolean }> } }>(LEADS, {}, owner.headers);
    expect(leads.data?.leads.items.find((lead) => lead.id === enquiry.id)?.phoneVerified).toBe(true);
  });

  it('is false for another phone, an unverified number, or a sender not signed in', async () => {
    const seeker = await phoneAccount(t);
    expect((await send(listings[1], newNumber(), bearer(seeker.token))).phoneVerified).toBe(false);
    const unverified = await signUp(t, { contactNumber: '9812345678' });
    expect((await send(listings[2], '9812345678', bearer(unverified.token))).phoneVerified).toBe(false);
    expect((await send(listings[3], seeker.phone)).phoneVerified).toBe(false);
  });

  it('stays as it was when sent: a later profile change does not rewrite it', async () => {
    const seeker = await phoneAccount(t, { email: `later.${Date.now()}@example.in` });
    const enquiry = await send(listings[3], seeker.phone, bearer(seeker.token));
    await t.dataSource.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [seeker.id]);
    const leads = await t.graphql<{ leads: { items: Array<{ id: string; phoneVerified: boolean }> } }>(LEADS, {}, owner.headers);
    expect(leads.data?.leads.items.find((lead) => lead.id === enquiry.id)?.phoneVerified).toBe(true);
  });
});

describe('leads from an account without an e-mail', () => {
  it("leave the leads CSV's E-mail column empty, never 'null'", async () => {
    const owner = await signedIn(t, 'owner', 'Suresh Rao');
    const [listing] = await listingsOf(t, owner, ['CSV PG']);
    const seeker = await phoneAccount(t, { name: 'Meera Joshi' });
    const reveal = await t.graphql('mutation ($id: ID!) { revealPhoneNumber(propertyId: $id) }', { id: listing }, bearer(seeker.token));
    expect(reveal.errors).toBeUndefined();
    const csv = await t.request.get('/api/v1/leads.csv').set(owner.headers);
    expect(csv.status).toBe(200);
    const row = csv.text.split('\r\n').find((line) => line.includes('Meera Joshi'));
    expect(row).toContain(`"Meera Joshi","","","${seeker.phone}"`);
    expect(row).not.toContain('null');
  });
});

describe('the owner of an account without an e-mail', () => {
  it('gets the enquiry by SMS; the only mail is the seeker’s confirmation', async () => {
    const owner = await phoneAccount(t, { name: 'Suresh Rao', role: 'owner' });
    const [listing] = await listingsOf(t, { user: { id: owner.id, role: 'owner' } }, ['Phone Owner PG']);
    const mailsBefore = (await t.services.mail.outbox()).length;
    const res = await t.graphql('mutation ($p: ID!, $i: EnquiryInput!) { sendEnquiry(propertyId: $p, input: $i) { alreadySent } }', {
      p: listing,
      i: {
        customerType: 'individual',
        name: 'Asha Verma',
        email: 'asha.sms@example.in',
        city: 'Pune',
        phone: '9876543210',
        acceptTerms: true,
      },
    });
    expect(res.errors).toBeUndefined();
    const texts = await t.services.sms.sentTo(owner.phone);
    expect(texts.map((sms) => sms.text)).toContainEqual(expect.stringContaining('new enquiry for Phone Owner PG from Asha Verma'));
    const mails = await t.services.mail.outbox();
    expect(mails.length - mailsBefore).toBe(1);
    expect(mails[0].to).toBe('asha.sms@example.in');
  });
});
