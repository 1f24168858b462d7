import { THREAD_MESSAGES } from '../../../../shared/domain/enquiries';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { enquiryAs, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Kavita Rao');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
  await t.dataSource.query(`UPDATE users SET contact_number = '9812345678' WHERE id = $1`, [owner.user.id]);
});
afterAll(() => t.close());

const WRITE = `mutation ($id: ID!, $message: String!) { writeInThread(id: $id, message: $message) { id kind unread open messages { message fromSeeker } } }`;
const READ = `mutation ($id: ID!) { readThread(id: $id) { id unread } }`;
const write = (id: string, message: string, headers: Record<string, string>) =>
  t.graphql<{ writeInThread: { kind: string; unread: number; open: boolean; messages: Array<{ message: string; fromSeeker: boolean }> } }>(
    WRITE,
    { id, message },
    headers,
  );

async function visitOf(seeker: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  const res = await t.graphql<{ requestVisit: { id: string } }>(
    `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
    { propertyId: listingId, input: { day: bookableVisitDays()[3], slot: 'morning' } },
    seeker.headers,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.requestVisit.id;
}

async function revealOf(seeker: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  await t.graphql(`mutation ($id: ID!) { revealPhoneNumber(propertyId: $id) }`, { id: listingId }, seeker.headers);
  const [{ id }] = await t.dataSource.query<Array<{ id: string }>>(`SELECT id FROM phone_reveals WHERE seeker_id = $1`, [seeker.user.id]);
  return id;
}

const mailsTo = async (email: string | null, subject: string) =>
  (await t.services.mail.outbox(email ?? '')).filter((mail) => mail.subject === subject);

describe('a thread on every lead', () => {
  it('is opened with each lead however it is written, and goes with it', async () => {
    const seeker = await signedIn(t, 'user');
    const visitId = await visitOf(seeker);
    const revealId = await revealOf(seeker);
    const threads = await t.dataSource.query<Array<{ id: string; kind: string }>>(
      `SELECT id, kind FROM threads WHERE id = ANY($1) ORDER BY kind`,
      [[visitId, revealId]],
    );
    expect(threads).toEqual([
      { id: revealId, kind: 'phone_reveal' },
      { id: visitId, kind: 'visit' },
    ]);
    await t.dataSource.query(`DELETE FROM phone_reveals WHERE id = $1`, [revealId]);
    expect(await t.dataSource.query(`SELECT id FROM threads WHERE id = $1`, [revealId])).toEqual([]);
  });

  it("on a visit: its seeker and the listing's owner write and read it; another seeker, another owner and an admin cannot", async () => {
    const seeker = await signedIn(t, 'user', 'Asha Verma');
    const visitId = await visitOf(seeker);
    const others = [await signedIn(t, 'user'), await signedIn(t, 'owner'), await signedIn(t, 'admin')];
    for (const other of others) {
      expect(firstErrorCode(await write(visitId, 'Hello', other.headers))).toBe('FORBIDDEN');
      expect(firstErrorCode(await t.graphql(READ, { id: visitId }, other.headers))).toBe('FORBIDDEN');
    }
    expect(firstErrorCode(await write(visitId, 'Hello', {}))).toBe('UNAUTHENTICATED');

    const asked = await write(visitId, 'Is there parking near the gate?', seeker.headers);
    expect(asked.data?.writeInThread).toMatchObject({ kind: 'visit', unread: 0, open: true });
    const answered = await write(visitId, 'Yes, on the lane outside.', owner.headers);
    expect(answered.data?.writeInThread.messages).toEqual([
      { message: 'Is there parking near the gate?', fromSeeker: true },
      { message: 'Yes, on the lane outside.', fromSeeker: false },
    ]);

    // The visit's thread is on the visit for its two people only.
    const VISITS = `{ visits { items { id thread { unread messages { message } } } } }`;
    const asOwner = await t.graphql<{ visits: { items: Array<{ id: string; thread: { unread: number } | null }> } }>(
      VISITS,
      {},
      owner.headers,
    );
    expect(asOwner.data?.visits.items.find((visit) => visit.id === visitId)?.thread).toMatchObject({ unread: 0 });
    const asAdmin = await t.graphql<{ visits: { items: Array<{ id: string; thread: unknown }> } }>(VISITS, {}, others[2].headers);
    expect(asAdmin.data?.visits.items.find((visit) => visit.id === visitId)?.thread).toBeNull();
    const MY = `{ myVisits { items { id thread { unread messages { fromSeeker } } } } unreadEnquiries }`;
    const mine = await t.graphql<{ myVisits: { items: Array<{ id: string; thread: { unread: number } }> }; unreadEnquiries: number }>(
      MY,
      {},
      seeker.headers,
    );
    expect(mine.data?.myVisits.items.find((visit) => visit.id === visitId)?.thread.unread).toBe(1);
    expect(mine.data?.unreadEnquiries).toBe(1);
    expect((await t.graphql<{ readThread: { unread: number } }>(READ, { id: visitId }, seeker.headers)).data?.readThread.unread).toBe(0);
    expect((await t.graphql<{ unreadEnquiries: number }>(`{ unreadEnquiries }`, {}, seeker.headers)).data?.unreadEnquiries).toBe(0);
  });

  it('mails the other side once per burst, naming the visit, and counts a waiting visit with a new message once', async () => {
    const seeker = await signedIn(t, 'user', 'Ira Sen');
    const visitId = await visitOf(seeker);
    const waiting = async () => (await t.graphql<{ unreadLeads: number }>(`{ unreadLeads }`, {}, owner.headers)).data?.unreadLeads;
    const before = await waiting();
    await write(visitId, 'Can I come with my sister?', seeker.headers);
    await write(visitId, 'She is also looking for a bed.', seeker.headers);
    // The visit waits for an answer and has unread messages: one lead waiting.
    expect(await waiting()).toBe(before);
    const toOwner = await mailsTo(owner.user.email, 'New message from Ira Sen about Saanjh Girls PG');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].text).toContain('Can I come with my sister?');

    await write(visitId, 'Of course, both of you are welcome.', owner.headers);
    const toSeeker = await mailsTo(seeker.user.email, 'Reply about Saanjh Girls PG');
    expect(toSeeker).toHaveLength(1);
    expect(toSeeker[0].text).toContain('Kavita Rao wrote about your visit to "Saanjh Girls PG"');
    expect(toSeeker[0].text).toContain('Answer in Nivaas: http://localhost:4000/my-enquiries');
  });

  it('on a phone number view: the owner writes first to whoever saw the number, who answers in Nivaas; a report of it reaches the queue', async () => {
    const seeker = await signedIn(t, 'user', 'Nisha Rao');
    const revealId = await revealOf(seeker);
    const REVEALS = `{ phoneReveals { items { id thread { messages { message } } } } }`;
    const reveals = await t.graphql<{ phoneReveals: { items: Array<{ id: string; thread: { messages: unknown[] } | null }> } }>(
      REVEALS,
      {},
      owner.headers,
    );
    expect(reveals.data?.phoneReveals.items.find((reveal) => reveal.id === revealId)?.thread).toEqual({ messages: [] });
    const MINE = `{ myPhoneRevealThreads { total items { id listing { title } thread { unread messages { message } } } } }`;
    type Mine = { myPhoneRevealThreads: { total: number; items: Array<{ id: string; thread: { unread: number } }> } };
    // Listed for the seeker once there is a conversation, not before.
    expect((await t.graphql<Mine>(MINE, {}, seeker.headers)).data?.myPhoneRevealThreads.total).toBe(0);
    expect((await write(revealId, 'Hello! Did you want to see the room?', owner.headers)).errors).toBeUndefined();
    expect(await mailsTo(seeker.user.email, 'Reply about Saanjh Girls PG')).toHaveLength(1);
    const mine = (await t.graphql<Mine>(MINE, {}, seeker.headers)).data?.myPhoneRevealThreads;
    expect(mine?.items).toMatchObject([{ id: revealId, listing: { title: 'Saanjh Girls PG' }, thread: { unread: 1 } }]);
    expect(firstErrorCode(await t.graphql(MINE, {}, {}))).toBe('UNAUTHENTICATED');
    const answered = await write(revealId, 'Yes, on Sunday please.', seeker.headers);
    expect(answered.data?.writeInThread.messages.map((message) => message.fromSeeker)).toEqual([false, true]);

    const [{ id: messageId }] = await t.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM thread_messages WHERE thread_id = $1 AND from_seeker`,
      [revealId],
    );
    const report = await t.graphql(
      `mutation ($enquiryId: ID!, $messageId: ID, $input: MessageReportInput!) { reportMessage(enquiryId: $enquiryId, messageId: $messageId, input: $input) }`,
      { enquiryId: revealId, messageId, input: { reason: 'spam' } },
      owner.headers,
    );
    expect(report.errors).toBeUndefined();
    const [row] = await t.dataSource.query<Array<{ thread_id: string }>>(`SELECT thread_id FROM reports WHERE message_id = $1`, [
      messageId,
    ]);
    expect(row.thread_id).toBe(revealId);
  });

  it("keeps a visit's thread as history once its seeker's account is gone: the owner can no longer write in it", async () => {
    const seeker = await signedIn(t, 'user', 'Kiran Das');
    const visitId = await visitOf(seeker);
    expect((await write(visitId, 'See you on the day.', owner.headers)).data?.writeInThread.open).toBe(true);
    // What deleting the account does to the visit (its foreign key sets the seeker to null).
    await t.dataSource.query(`UPDATE visits SET seeker_id = NULL WHERE id = $1`, [visitId]);
    const refused = await write(visitId, 'Are you still coming?', owner.headers);
    expect(firstErrorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toBe(THREAD_MESSAGES.seekerGone);
    const read = await t.graphql<{ readThread: { open: boolean; messages: unknown[] } }>(
      `mutation ($id: ID!) { readThread(id: $id) { open messages { message } } }`,
      { id: visitId },
      owner.headers,
    );
    expect(read.data?.readThread).toEqual({ open: false, messages: [{ message: 'See you on the day.' }] });
  });

  it("an admin opening another owner's enquiry marks it opened, not its thread read for the owner", async () => {
    const seeker = await signedIn(t, 'user', 'Lata Rao');
    const admin = await signedIn(t, 'admin');
    const enquiryId = await enquiryAs(t, seeker, listingId);
    await write(enquiryId, 'Is the room still free?', owner.headers);
    await write(enquiryId, 'Also, is there Wi-Fi?', seeker.headers);
    const UPDATE = `mutation ($id: ID!) { updateLead(id: $id, read: true) { read } }`;
    expect((await t.graphql<{ updateLead: { read: boolean } }>(UPDATE, { id: enquiryId }, admin.headers)).data?.updateLead.read).toBe(true);
    const LEADS = `{ leads { items { id thread { unread } } } }`;
    const asOwner = await t.graphql<{ leads: { items: Array<{ id: string; thread: { unread: number } }> } }>(LEADS, {}, owner.headers);
    expect(asOwner.data?.leads.items.find((lead) => lead.id === enquiryId)?.thread.unread).toBe(1);
    // The owner opening it reads its thread.
    await t.graphql(UPDATE, { id: enquiryId }, owner.headers);
    const opened = await t.graphql<{ leads: { items: Array<{ id: string; thread: { unread: number } }> } }>(LEADS, {}, owner.headers);
    expect(opened.data?.leads.items.find((lead) => lead.id === enquiryId)?.thread.unread).toBe(0);
  });
});
