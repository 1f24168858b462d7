import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { enquiryAs, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

/**
 * An enquiry's thread: its seeker (signed in when they sent it) and the listing's owner write to
 * each other; nobody else can; the other side is mailed once per burst of messages they have
 * not read; unread counts follow each side's reading.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp({ THROTTLE_THREAD_MESSAGE_ACCOUNT: '12/1h' });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const WRITE = `mutation ($id: ID!, $message: String!) {
  writeInEnquiry(id: $id, message: $message) { id unread replies { message fromSeeker } }
}`;
const READ = `mutation ($id: ID!) { readEnquiry(id: $id) { id unread read } }`;

/** A new seeker's enquiry about the listing, sent signed in (or not, with their address); its id and the seeker. */
async function enquiryFrom(name: string, { signedIn: withAccount = true } = {}) {
  const seeker = await signedIn(t, 'user', name);
  return { id: await enquiryAs(t, seeker, listingId, { signedIn: withAccount }), seeker };
}

const write = (id: string, message: string, headers: Headers) =>
  t.graphql<{ writeInEnquiry: { unread: number; replies: Array<{ message: string; fromSeeker: boolean }> } }>(
    WRITE,
    { id, message },
    headers,
  );
const mailsTo = async (email: string, subject: string) => (await t.services.mail.outbox(email)).filter((mail) => mail.subject === subject);
async function textsAbout(seekerName: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sms_outbox WHERE text LIKE $1`, [
    `Nivaas: ${seekerName} wrote about %`,
  ]);
  return count;
}

describe("an enquiry's thread", () => {
  it('is written in and read only by its seeker and the listing owner (not an admin: admins see a message only when reported)', async () => {
    const { id, seeker } = await enquiryFrom('Kavya Rao');
    const anotherSeeker = await signedIn(t, 'user');
    const anotherOwner = await signedIn(t, 'owner');
    const admin = await signedIn(t, 'admin');

    for (const operation of [WRITE, READ]) {
      const variables = { id, message: 'Hello' };
      expect(firstErrorCode(await t.graphql(operation, variables))).toBe('UNAUTHENTICATED');
      expect(firstErrorCode(await t.graphql(operation, variables, anotherSeeker.headers))).toBe('FORBIDDEN');
      expect(firstErrorCode(await t.graphql(operation, variables, anotherOwner.headers))).toBe('FORBIDDEN');
      expect(firstErrorCode(await t.graphql(operation, variables, admin.headers))).toBe('FORBIDDEN');
      expect(firstErrorCode(await t.graphql(operation, { ...variables, id: '00000000-0000-4000-8000-000000000000' }, seeker.headers))).toBe(
        'NOT_FOUND',
      );
    }
    const fromSeeker = await write(id, 'Is there a bed from 1 December?', seeker.headers);
    expect(fromSeeker.errors).toBeUndefined();
    expect((await write(id, 'Yes, one bed.', owner.headers)).errors).toBeUndefined();
    expect((await write(id, 'Welcome!', owner.headers)).errors).toBeUndefined();
    const seen = await write(id, 'Thank you!', seeker.headers);
    expect(seen.data?.writeInEnquiry.replies).toEqual([
      { message: 'Is there a bed from 1 December?', fromSeeker: true },
      { message: 'Yes, one bed.', fromSeeker: false },
      { message: 'Welcome!', fromSeeker: false },
      { message: 'Thank you!', fromSeeker: true },
    ]);
    // Each side reads both sides; nobody else reads the thread.
    const leads = await t.graphql<{ leads: { items: Array<{ id: string; replies: unknown[] }> } }>(
      `{ leads { items { id replies { message } } } }`,
      {},
      owner.headers,
    );
    expect(leads.data?.leads.items.find((item) => item.id === id)?.replies).toHaveLength(4);
    // An admin sees the lead among all leads, but not its conversation.
    const leadsOf = (headers: Headers) =>
      t.graphql<{ leads: { items: Array<{ id: string; replies: unknown[]; unread: number; inThread: boolean }> } }>(
        `{ leads { items { id replies { message } unread inThread } } }`,
        {},
        headers,
      );
    expect((await leadsOf(admin.headers)).data?.leads.items.find((item) => item.id === id)).toMatchObject({
      replies: [],
      unread: 0,
      inThread: false,
    });
    expect((await leadsOf(owner.headers)).data?.leads.items.find((item) => item.id === id)?.inThread).toBe(true);
    const notTheirs = await t.graphql<{ myEnquiries: { items: Array<{ id: string }> } }>(
      `{ myEnquiries { items { id } } }`,
      {},
      anotherSeeker.headers,
    );
    expect(notTheirs.data?.myEnquiries.items).toEqual([]);
  });

  it('refuses a signed-in writer on an enquiry sent without an account, even from its address', async () => {
    const { id, seeker } = await enquiryFrom('Nila Menon', { signedIn: false });
    expect(firstErrorCode(await write(id, 'It was me', seeker.headers))).toBe('FORBIDDEN');
    // The owner still answers it; the seeker gets it by e-mail, told how to answer in Nivaas, not given the owner's address.
    expect((await write(id, 'A bed is free.', owner.headers)).errors).toBeUndefined();
    const [mail] = await mailsTo(seeker.user.email, 'Reply about Saanjh Girls PG');
    expect(mail.text).toContain(EMAIL_CONFIRMATION_MESSAGES.anonymousCanAnswer);
    expect(mail.text).not.toContain('Write back to');
    expect(mail.text).not.toContain(owner.user.email!);
  });

  it('mails the other side once per burst of messages they have not read, and counts them as unread', async () => {
    const { id, seeker } = await enquiryFrom('Ira Sen');
    const unreadLeads = async () => (await t.graphql<{ unreadLeads: number }>(`{ unreadLeads }`, {}, owner.headers)).data?.unreadLeads;
    const unreadEnquiries = async () =>
      (await t.graphql<{ unreadEnquiries: number }>(`{ unreadEnquiries }`, {}, seeker.headers)).data?.unreadEnquiries;
    const leadsBefore = (await unreadLeads()) as number;

    // Before the owner opens the lead, its "New enquiry" mail covers the seeker's follow-up.
    await write(id, 'Also: is food included?', seeker.headers);
    expect(await mailsTo(owner.user.email, 'New message from Ira Sen about Saanjh Girls PG')).toHaveLength(0);
    expect((await t.graphql<{ readEnquiry: { unread: number; read: boolean } }>(READ, { id }, owner.headers)).data?.readEnquiry).toEqual({
      id,
      unread: 0,
      read: true,
    });
    expect(await unreadLeads()).toBe(leadsBefore - 1);

    // The owner answers twice: one mail to the seeker, who has two unread messages.
    await write(id, 'Yes, breakfast and dinner.', owner.headers);
    await write(id, 'And a room is free now.', owner.headers);
    const toSeeker = await mailsTo(seeker.user.email, 'Reply about Saanjh Girls PG');
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0].text).toContain('Yes, breakfast and dinner.');
    expect(toSeeker[0].text).toContain('Answer in Nivaas: http://localhost:4000/my-enquiries');
    expect(toSeeker[0].text).not.toContain('Write back to');
    expect(await unreadEnquiries()).toBe(1);
    const mine = await t.graphql<{ myEnquiries: { items: Array<{ id: string; unread: number }> } }>(
      `{ myEnquiries { items { id unread } } }`,
      {},
      seeker.headers,
    );
    expect(mine.data?.myEnquiries.items.find((item) => item.id === id)?.unread).toBe(2);

    // The seeker reads and answers twice: one mail and one SMS to the owner, one lead waiting.
    await t.graphql(READ, { id }, seeker.headers);
    expect(await unreadEnquiries()).toBe(0);
    await write(id, 'Great, I will come on Saturday.', seeker.headers);
    await write(id, 'At 11, if that suits you.', seeker.headers);
    const toOwner = await mailsTo(owner.user.email, 'New message from Ira Sen about Saanjh Girls PG');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].text).toContain('Great, I will come on Saturday.');
    expect(toOwner[0].text).toContain('/my-leads');
    expect(await textsAbout('Ira Sen')).toBe(1);
    expect(await unreadLeads()).toBe(leadsBefore);

    // Once the owner has read them, the next message starts a new burst.
    await t.graphql(READ, { id }, owner.headers);
    await write(id, 'Running 10 minutes late.', seeker.headers);
    expect(await mailsTo(owner.user.email, 'New message from Ira Sen about Saanjh Girls PG')).toHaveLength(2);
    expect(await textsAbout('Ira Sen')).toBe(2);
  });

  it('limits the length and the rate of messages, naming the field', async () => {
    const { id, seeker } = await enquiryFrom('Zoya Khan');
    expect((await write(id, 'x'.repeat(2001), seeker.headers)).errors?.[0]).toMatchObject({
      message: 'Reply must be at most 2000 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'message' },
    });
    expect((await write(id, '  ', seeker.headers)).errors?.[0]).toMatchObject({ extensions: { field: 'message' } });
    for (let n = 1; n <= 12; n += 1) expect((await write(id, `Message ${n}`, seeker.headers)).errors).toBeUndefined();
    expect(firstErrorCode(await write(id, 'One too many', seeker.headers))).toBe('TOO_MANY_REQUESTS');
  });
});
