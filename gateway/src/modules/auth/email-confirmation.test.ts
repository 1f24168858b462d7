import { createHash } from 'node:crypto';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { bearer, CONFIRM_EMAIL, confirmationToken, confirmEmail, LOGIN, signUp } from '../../test/accounts';
import { listingsOf, signedIn } from '../../test/fixtures';
import { codeSentTo, phoneAccount, resendAllowed, SIGN_IN_WITH_PHONE } from '../../test/phone-codes';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ THROTTLE_EMAIL_CONFIRMATION_ACCOUNT: '2/1h' });
});
afterAll(() => t.close());

const ME = '{ me { id email emailConfirmed } }';
const SEND_AGAIN = 'mutation { sendEmailConfirmation }';
const SEND_ENQUIRY = `mutation Send($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { enquiry { id } } }`;
const MY_ENQUIRIES = '{ myEnquiries { total items { id email fromAccount inThread } } }';
const LEADS = '{ leads { items { id email fromAccount } } }';
const UPDATE_PROFILE = `mutation Update($input: ProfileInput!) { updateProfile(input: $input) { email emailConfirmed } }`;

type Confirmed = { confirmEmail: { email: string; enquiriesJoined: number } };
const confirmWith = (token: string) => t.graphql<Confirmed>(CONFIRM_EMAIL, { token });
const me = async (token: string) => (await t.graphql<{ me: { email: string; emailConfirmed: boolean } }>(ME, {}, bearer(token))).data?.me;
const enquiryForm = (email: string) => ({
  customerType: 'individual',
  name: 'Nisha Rao',
  email,
  city: 'Pune',
  phone: '9876501111',
  message: 'Is a single room free from next month?',
  acceptTerms: true,
});

describe('the confirmation link', () => {
  it('is mailed at sign-up, stored hashed, confirms the address once, and says so when used again (GraphQL)', async () => {
    const account = await signUp(t, {}, { confirmed: false });
    expect(await me(account.token)).toMatchObject({ email: account.email, emailConfirmed: false });
    const [mail] = await t.services.mail.outbox(account.email);
    expect(mail.subject).toBe('Confirm your e-mail address for Nivaas');
    expect(mail.text).toContain('http://localhost:4000/confirm-email?token=');
    expect(mail.text).toContain('48 hours');
    const token = await confirmationToken(t, account.email);
    const [stored] = await t.dataSource.query(`SELECT token_hash FROM email_confirmation_tokens WHERE user_id = $1`, [account.id]);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await confirmWith(token);
    expect(confirmed.data?.confirmEmail).toEqual({ email: account.email, enquiriesJoined: 0 });
    expect(await me(account.token)).toMatchObject({ emailConfirmed: true });

    const again = await confirmWith(token);
    expect(firstErrorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0].message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkUsed);
  });

  it('says an unknown, an empty and an expired link each for what it is', async () => {
    const unknown = await confirmWith('not-a-token-we-sent');
    expect(unknown.errors?.[0]).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.linkUnknown, extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await confirmWith('  ');
    expect(empty.errors?.[0].message).toBe(EMAIL_CONFIRMATION_MESSAGES.tokenRequired);

    const account = await signUp(t, {}, { confirmed: false });
    const token = await confirmationToken(t, account.email);
    await t.dataSource.query(`UPDATE email_confirmation_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      account.id,
    ]);
    const expired = await confirmWith(token);
    expect(expired.errors?.[0].message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkExpired);
    expect(await me(account.token)).toMatchObject({ emailConfirmed: false });
  });

  it('works through REST: POST /api/v1/auth/email/confirm, and a used link is a 400 naming the token', async () => {
    const account = await signUp(t, {}, { confirmed: false });
    const token = await confirmationToken(t, account.email);
    const ok = await t.request.post('/api/v1/auth/email/confirm').send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed, email: account.email, enquiriesJoined: 0 });
    const used = await t.request.post('/api/v1/auth/email/confirm').send({ token });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkUsed);
    expect(used.body.errors).toContainEqual(expect.objectContaining({ field: 'token' }));
    const user = await t.request.get('/api/v1/auth/get-user').set(bearer(account.token));
    expect(user.body.emailConfirmed).toBe(true);
  });

  it('is sent again on request, signed in only, the older link stops working, and the requests are throttled per account', async () => {
    const account = await signUp(t, {}, { confirmed: false });
    const first = await confirmationToken(t, account.email);
    expect(firstErrorCode(await t.graphql(SEND_AGAIN))).toBe('UNAUTHENTICATED');
    expect((await t.request.post('/api/v1/auth/email/confirmation')).status).toBe(401);

    const again = await t.graphql<{ sendEmailConfirmation: boolean }>(SEND_AGAIN, {}, bearer(account.token));
    expect(again.data?.sendEmailConfirmation).toBe(true);
    const second = await confirmationToken(t, account.email);
    expect(second).not.toBe(first);
    expect((await confirmWith(first)).errors?.[0].message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkUnknown);

    const rest = await t.request.post('/api/v1/auth/email/confirmation').set(bearer(account.token));
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.sent, email: account.email });
    // THROTTLE_EMAIL_CONFIRMATION_ACCOUNT is 2/1h here.
    const third = await t.request.post('/api/v1/auth/email/confirmation').set(bearer(account.token));
    expect(third.status).toBe(429);
    expect(third.body.message).toContain(EMAIL_CONFIRMATION_MESSAGES.throttled);
    expect((await t.services.mail.outbox(account.email)).filter((mail) => mail.subject.startsWith('Confirm'))).toHaveLength(3);

    await confirmEmail(t, account.email);
    const confirmedAlready = await t.graphql(SEND_AGAIN, {}, bearer(account.token));
    expect(confirmedAlready.errors?.[0]).toMatchObject({
      message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is cleared by a changed e-mail in Edit Profile: the old link confirms nothing, a new one goes to the new address', async () => {
    const account = await signUp(t);
    expect(await me(account.token)).toMatchObject({ emailConfirmed: true });
    const profile = { name: 'Asha Verma', contactNumber: '9876543210' };
    // Saving the same address keeps it confirmed.
    const same = await t.graphql<{ updateProfile: { emailConfirmed: boolean } }>(
      UPDATE_PROFILE,
      { input: { ...profile, email: account.email.toUpperCase() } },
      bearer(account.token),
    );
    expect(same.data?.updateProfile.emailConfirmed).toBe(true);

    // A link asked for before the change (still unused) must not confirm the new address.
    await t.dataSource.query(`UPDATE users SET email_confirmed_at = NULL WHERE id = $1`, [account.id]);
    await t.graphql(SEND_AGAIN, {}, bearer(account.token));
    const oldLink = await confirmationToken(t, account.email);
    const newEmail = `changed.${Date.now()}@example.in`;
    await t.dataSource.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [account.id]);
    const changed = await t.graphql<{ updateProfile: { email: string; emailConfirmed: boolean } }>(
      UPDATE_PROFILE,
      { input: { ...profile, email: newEmail } },
      bearer(account.token),
    );
    expect(changed.data?.updateProfile).toEqual({ email: newEmail, emailConfirmed: false });
    expect(await me(account.token)).toMatchObject({ emailConfirmed: false });
    expect((await confirmWith(oldLink)).errors?.[0].message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkUnknown);
    expect(await confirmEmail(t, newEmail)).toEqual({ email: newEmail, enquiriesJoined: 0 });
    expect(await me(account.token)).toMatchObject({ email: newEmail, emailConfirmed: true });
  });

  it('is mailed at a phone sign-up with an e-mail, and confirms it', async () => {
    const email = `phone.signup.${Date.now()}@example.in`;
    const account = await phoneAccount(t, { email });
    expect(await me(account.token)).toMatchObject({ email, emailConfirmed: false });
    expect(await confirmEmail(t, email)).toEqual({ email, enquiriesJoined: 0 });
    expect(await me(account.token)).toMatchObject({ emailConfirmed: true });
  });

  it('signing in is never blocked by an unconfirmed address', async () => {
    const account = await signUp(t, {}, { confirmed: false });
    const login = await t.graphql<{ login: { token: string } }>(LOGIN, { input: { email: account.email, password: account.password } });
    expect(login.data?.login.token).toEqual(expect.any(String));
  });
});

describe('mail about leads goes only to confirmed addresses', () => {
  it("skips an unconfirmed owner's new-enquiry mail (the SMS still goes), and still sends them security mail", async () => {
    const owner = await signedIn(t, 'owner', 'Ravi Kumar', { emailConfirmed: false });
    const [listingId] = await listingsOf(t, owner, ['Unconfirmed Owner PG']);
    const sent = await t.graphql(SEND_ENQUIRY, { propertyId: listingId, input: enquiryForm(`nisha.${Date.now()}@example.in`) });
    expect(sent.errors).toBeUndefined();
    expect(await t.services.mail.outbox(owner.user.email)).toHaveLength(0);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sms_outbox WHERE text LIKE $1`, [
      '%new enquiry for Unconfirmed Owner PG%',
    ]);
    expect(count).toBe(1);

    await t.services.passwordReset.request({ email: owner.user.email });
    await t.services.passwordReset.settled();
    const [reset] = await t.services.mail.outbox(owner.user.email);
    expect(reset.subject).toBe('Reset your Nivaas password');

    // Once confirmed, the next lead is mailed.
    await t.dataSource.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [owner.user.id]);
    await t.graphql(SEND_ENQUIRY, { propertyId: listingId, input: enquiryForm(`nisha.${Date.now()}.2@example.in`) });
    const [lead] = await t.services.mail.outbox(owner.user.email);
    expect(lead.subject).toBe('New enquiry for Unconfirmed Owner PG');
  });

  it("skips the owner's thread message to an unconfirmed seeker, and mails it once the seeker confirms", async () => {
    const owner = await signedIn(t, 'owner');
    const [listingId] = await listingsOf(t, owner, ['Thread Mail PG']);
    const seeker = await signUp(t, {}, { confirmed: false });
    const sent = await t.graphql<{ sendEnquiry: { enquiry: { id: string } } }>(
      SEND_ENQUIRY,
      { propertyId: listingId, input: enquiryForm(seeker.email) },
      bearer(seeker.token),
    );
    const id = sent.data?.sendEnquiry.enquiry.id;
    const WRITE = 'mutation W($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id } }';
    expect((await t.graphql(WRITE, { id, message: 'Yes, one is free.' }, owner.headers)).errors).toBeUndefined();
    const replies = async () =>
      (await t.services.mail.outbox(seeker.email)).filter((mail) => mail.subject === 'Reply about Thread Mail PG');
    expect(await replies()).toHaveLength(0);

    await confirmEmail(t, seeker.email);
    // The seeker reads the thread, so the owner's next message starts a new burst.
    await t.graphql('mutation R($id: ID!) { readEnquiry(id: $id) { id } }', { id }, bearer(seeker.token));
    await t.graphql(WRITE, { id, message: 'Come and see it on Sunday.' }, owner.headers);
    expect(await replies()).toHaveLength(1);
  });
});

describe('visit mails go only to confirmed addresses', () => {
  const REQUEST_VISIT = `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`;
  const CHANGE_VISIT = 'mutation ($id: ID!, $action: VisitAction!) { changeVisit(id: $id, action: $action) { id status } }';

  it("skips the request mail to an unconfirmed owner (the SMS goes) and the confirmation to an unconfirmed seeker, not the other side's", async () => {
    const owner = await signedIn(t, 'owner', 'Unconfirmed Host', { emailConfirmed: false });
    const [listingId] = await listingsOf(t, owner, ['Visit Mail PG']);
    const seeker = await signedIn(t, 'user', 'Unconfirmed Seeker', { emailConfirmed: false });
    const asked = await t.graphql<{ requestVisit: { id: string } }>(
      REQUEST_VISIT,
      { propertyId: listingId, input: { day: bookableVisitDays()[2], slot: 'morning' } },
      seeker.headers,
    );
    expect(asked.errors).toBeUndefined();
    expect(await t.services.mail.outbox(owner.user.email)).toHaveLength(0);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sms_outbox WHERE text LIKE $1`, [
      '%asks to visit Visit Mail PG%',
    ]);
    expect(count).toBe(1);

    // The owner confirms it after confirming their own address: only the owner's copy is mailed.
    await t.dataSource.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [owner.user.id]);
    const confirmed = await t.graphql(CHANGE_VISIT, { id: asked.data?.requestVisit.id, action: 'confirm' }, owner.headers);
    expect(confirmed.errors).toBeUndefined();
    expect((await t.services.mail.outbox(owner.user.email)).map((mail) => mail.subject)).toEqual([
      'Visit confirmed: Unconfirmed Seeker at Visit Mail PG',
    ]);
    expect(await t.services.mail.outbox(seeker.user.email)).toHaveLength(0);
  });
});

describe('enquiries sent signed out join the account', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let listingId: string;
  beforeAll(async () => {
    owner = await signedIn(t, 'owner');
    [listingId] = await listingsOf(t, owner, ['Join Test PG', 'Second Join PG']);
  });

  const sendSignedOut = async (email: string, propertyId = listingId) => {
    const res = await t.graphql<{ sendEnquiry: { enquiry: { id: string } } }>(SEND_ENQUIRY, { propertyId, input: enquiryForm(email) });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.sendEnquiry.enquiry.id;
  };
  const myEnquiries = async (token: string) =>
    (
      await t.graphql<{ myEnquiries: { total: number; items: Array<{ id: string; fromAccount: boolean; inThread: boolean }> } }>(
        MY_ENQUIRIES,
        {},
        bearer(token),
      )
    ).data?.myEnquiries;

  it('joins when the address is confirmed (any case), not before, and the seeker answers in it as a thread', async () => {
    const address = `kiran.${Date.now()}@example.in`;
    const enquiryId = await sendSignedOut(address.toUpperCase());
    const seeker = await signUp(t, { email: address }, { confirmed: false });
    expect((await myEnquiries(seeker.token))?.total).toBe(0);
    // Signing in with an unconfirmed address collects nothing either.
    const login = await t.graphql<{ login: { token: string } }>(LOGIN, { input: { email: address, password: seeker.password } });
    expect((await myEnquiries(login.data!.login.token))?.total).toBe(0);

    expect(await confirmEmail(t, address)).toEqual({ email: address, enquiriesJoined: 1 });
    const mine = await myEnquiries(seeker.token);
    expect(mine?.items).toEqual([{ id: enquiryId, email: address, fromAccount: true, inThread: true }]);
    const write = await t.graphql<{ writeInEnquiry: { id: string } }>(
      'mutation W($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id } }',
      { id: enquiryId, message: 'Still looking: is it free?' },
      bearer(seeker.token),
    );
    expect(write.errors).toBeUndefined();
    const leads = await t.graphql<{ leads: { items: Array<{ id: string; fromAccount: boolean }> } }>(LEADS, {}, owner.headers);
    expect(leads.data?.leads.items.find((lead) => lead.id === enquiryId)?.fromAccount).toBe(true);
  });

  it('joins at a later sign-in an enquiry sent signed out after the address was confirmed', async () => {
    const seeker = await signUp(t);
    const enquiryId = await sendSignedOut(seeker.email, (await listingsOf(t, owner, ['Later Join PG']))[0]);
    expect((await myEnquiries(seeker.token))?.total).toBe(0);
    const rest = await t.request.post('/api/v1/auth/login').send({ email: seeker.email, password: seeker.password });
    expect(rest.status).toBe(200);
    expect((await myEnquiries(seeker.token))?.items.map((item) => item.id)).toEqual([enquiryId]);
  });

  it('joins at a sign-in with a code sent to the number of an account whose address is confirmed', async () => {
    const email = `phone.join.${Date.now()}@example.in`;
    const account = await phoneAccount(t, { email });
    await confirmEmail(t, email);
    const enquiryId = await sendSignedOut(email, (await listingsOf(t, owner, ['Phone Join PG']))[0]);
    await resendAllowed(t, account.phone);
    const code = await codeSentTo(t, account.phone);
    const signIn = await t.graphql<{ signInWithPhone: { session: { token: string } } }>(SIGN_IN_WITH_PHONE, {
      input: { phone: account.phone, code },
    });
    expect(signIn.errors).toBeUndefined();
    expect((await myEnquiries(account.token))?.items.map((item) => item.id)).toEqual([enquiryId]);
  });

  it("never collects another address's enquiries, nor the account owner's own listing's", async () => {
    const other = `someone.else.${Date.now()}@example.in`;
    const theirs = await sendSignedOut(other, (await listingsOf(t, owner, ['Not Yours PG']))[0]);
    const seeker = await signUp(t);
    expect((await myEnquiries(seeker.token))?.total).toBe(0);
    const [row] = await t.dataSource.query(`SELECT seeker_id FROM enquiries WHERE id = $1`, [theirs]);
    expect(row.seeker_id).toBeNull();

    // An enquiry sent signed out about the owner's own listing, with the owner's address, stays anonymous.
    const own = await sendSignedOut(owner.user.email, (await listingsOf(t, owner, ['Own Listing PG']))[0]);
    await t.services.auth.login({ email: owner.user.email, password: 'secret12' });
    const [ownRow] = await t.dataSource.query(`SELECT seeker_id FROM enquiries WHERE id = $1`, [own]);
    expect(ownRow.seeker_id).toBeNull();
  });

  it("tells an anonymous enquirer in the owner's reply that signing in with that address brings the enquiry into Nivaas", async () => {
    const address = `anon.${Date.now()}@example.in`;
    const id = await sendSignedOut(address, (await listingsOf(t, owner, ['Reply Mail PG']))[0]);
    await t.graphql(
      'mutation W($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id } }',
      { id, message: 'Yes, it is free.' },
      owner.headers,
    );
    const [reply] = await t.services.mail.outbox(address);
    expect(reply.subject).toBe('Reply about Reply Mail PG');
    expect(reply.text).toContain(EMAIL_CONFIRMATION_MESSAGES.anonymousCanAnswer);
    // The owner's own address is not given out to write back to (issue 30): the answer comes in Nivaas.
    expect(reply.text).not.toContain(owner.user.email!);
  });
});
