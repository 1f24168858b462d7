import { Client } from 'pg';
import { enquiryAs, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * No lead without its notices (issue 33): an enquiry or a thread message is stored together with
 * the mail and SMS it causes, or not at all. With an outbox table held by another transaction, the
 * request answers 503 and nothing of it is kept; sent again once the table is free, it is a new
 * lead (not "already sent") and every notice is in the outbox.
 */

// A short lock timeout keeps each held-lock request under a second.
const LOCK_TIMEOUT_MS = 300;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const SEND = `mutation ($propertyId: ID!, $input: EnquiryInput!) {
  sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent enquiry { id } }
}`;
const WRITE = `mutation ($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id } }`;
const READ = `mutation ($id: ID!) { readEnquiry(id: $id) { id } }`;
const form = (name: string, email: string, more: Record<string, unknown> = {}) => ({
  customerType: 'individual',
  name,
  email,
  city: 'Jaipur',
  phone: '9876543210',
  message: '',
  acceptTerms: true,
  ...more,
});

const count = async (sql: string, params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].n);
const enquiriesFrom = (email: string) => count('SELECT count(*) AS n FROM enquiries WHERE email = $1', [email]);
const mailsTo = (to: string, subject: string) =>
  count('SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1 AND subject = $2', [to, subject]);
const textsLike = (pattern: string) => count('SELECT count(*) AS n FROM sms_outbox WHERE text LIKE $1', [pattern]);

/** Runs `work` while another connection holds `table` in ACCESS EXCLUSIVE mode (a stuck transaction, an ALTER). */
async function whileLocked<T>(table: 'mail_outbox' | 'sms_outbox', work: () => Promise<T>): Promise<T> {
  const locker = new Client({ connectionString: (t.dataSource.options as { url: string }).url });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return await work();
  } finally {
    await locker.query('ROLLBACK').catch(() => undefined);
    await locker.end();
  }
}

/** Writes in an enquiry's thread (as the holder of `headers`) while the mail outbox is held: the raw answer. */
const writeWhileMailHeld = (headers: Record<string, string>, id: string, message: string) =>
  whileLocked('mail_outbox', () => t.request.post('/graphql').set(headers).send({ query: WRITE, variables: { id, message } }));

function expectTryAgain(res: { status: number; headers: Record<string, string>; body: { errors?: Array<{ extensions?: unknown }> } }) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
}

describe('an enquiry and its notices are stored together', () => {
  it('with the mail outbox held: 503 and no lead; sent again: a new lead, the owner mailed and texted, the seeker mailed', async () => {
    const email = 'asha.verma@example.in';
    const held = await whileLocked('mail_outbox', () =>
      t.request.post('/graphql').send({ query: SEND, variables: { propertyId: listingId, input: form('Asha Verma', email) } }),
    );
    expectTryAgain(held);
    expect(await enquiriesFrom(email)).toBe(0);
    expect(await textsLike('Nivaas: new enquiry for Saanjh Girls PG from Asha Verma%')).toBe(0);

    const again = await t.graphql<{ sendEnquiry: { alreadySent: boolean } }>(SEND, {
      propertyId: listingId,
      input: form('Asha Verma', email),
    });
    expect(again.errors).toBeUndefined();
    expect(again.data?.sendEnquiry.alreadySent).toBe(false);
    expect(await enquiriesFrom(email)).toBe(1);
    expect(await mailsTo(owner.user.email, 'New enquiry for Saanjh Girls PG')).toBe(1);
    expect(await mailsTo(email, 'Your enquiry about Saanjh Girls PG')).toBe(1);
    expect(await textsLike('Nivaas: new enquiry for Saanjh Girls PG from Asha Verma%')).toBe(1);

    // "Already sent" is said of that lead, whose notices went with it: nothing is sent twice.
    const repeat = await t.graphql<{ sendEnquiry: { alreadySent: boolean } }>(SEND, {
      propertyId: listingId,
      input: form('Asha Verma', email),
    });
    expect(repeat.data?.sendEnquiry.alreadySent).toBe(true);
    expect(await mailsTo(owner.user.email, 'New enquiry for Saanjh Girls PG')).toBe(1);
    expect(await mailsTo(email, 'Your enquiry about Saanjh Girls PG')).toBe(1);
  });

  it('with the SMS outbox held: 503, and neither the lead nor its mails are kept', async () => {
    const email = 'rohan.mehta@example.in';
    const held = await whileLocked('sms_outbox', () =>
      t.request.post('/graphql').send({ query: SEND, variables: { propertyId: listingId, input: form('Rohan Mehta', email) } }),
    );
    expectTryAgain(held);
    expect(await enquiriesFrom(email)).toBe(0);
    expect(await mailsTo(email, 'Your enquiry about Saanjh Girls PG')).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM mail_outbox WHERE text LIKE '%Rohan Mehta is interested%'`, [])).toBe(0);
  });

  it('a caught bot is answered as sent, and nothing is stored, mailed or texted', async () => {
    const email = 'bot@example.in';
    const res = await t.graphql<{ sendEnquiry: { alreadySent: boolean } }>(SEND, {
      propertyId: listingId,
      input: form('Cheap SEO', email, { website: 'https://cheap-seo.example' }),
    });
    expect(res.data?.sendEnquiry.alreadySent).toBe(false);
    expect(await enquiriesFrom(email)).toBe(0);
    expect(await mailsTo(email, 'Your enquiry about Saanjh Girls PG')).toBe(0);
    expect(await textsLike('%Cheap SEO%')).toBe(0);
  });
});

describe('a thread message and its notice are stored together', () => {
  it("with the mail outbox held: 503 and no message; written again: the message and the owner's mail and text", async () => {
    const seeker = await signedIn(t, 'user', 'Kavya Rao');
    const id = await enquiryAs(t, seeker, listingId);
    // The owner has opened the lead: the seeker's next message is news to them (mailed and texted).
    expect((await t.graphql(READ, { id }, owner.headers)).errors).toBeUndefined();
    const subject = 'New message from Kavya Rao about Saanjh Girls PG';
    const replies = () => count('SELECT count(*) AS n FROM thread_messages WHERE thread_id = $1', [id]);

    const held = await writeWhileMailHeld(seeker.headers, id, 'Is a room free from June?');
    expectTryAgain(held);
    expect(await replies()).toBe(0);
    expect(await textsLike('Nivaas: Kavya Rao wrote about%')).toBe(0);

    const again = await t.graphql(WRITE, { id, message: 'Is a room free from June?' }, seeker.headers);
    expect(again.errors).toBeUndefined();
    expect(await replies()).toBe(1);
    expect(await mailsTo(owner.user.email, subject)).toBe(1);
    expect(await textsLike('Nivaas: Kavya Rao wrote about%')).toBe(1);
  });

  it("the owner's answer with the mail outbox held: 503 and no message; written again: the seeker is mailed", async () => {
    const seeker = await signedIn(t, 'user', 'Ishaan Gupta');
    const id = await enquiryAs(t, seeker, listingId);
    const replies = () => count('SELECT count(*) AS n FROM thread_messages WHERE thread_id = $1', [id]);

    const held = await writeWhileMailHeld(owner.headers, id, 'Yes, from the 1st.');
    expectTryAgain(held);
    expect(await replies()).toBe(0);
    expect(await count('SELECT count(*) AS n FROM enquiries WHERE id = $1 AND status = $2', [id, 'new'])).toBe(1);

    expect((await t.graphql(WRITE, { id, message: 'Yes, from the 1st.' }, owner.headers)).errors).toBeUndefined();
    expect(await replies()).toBe(1);
    expect(await mailsTo(seeker.user.email, 'Reply about Saanjh Girls PG')).toBe(1);
  });
});
