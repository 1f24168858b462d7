import { listingInput, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const SEND = `mutation Send($propertyId: ID!, $input: EnquiryInput!) {
  sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent message enquiry { id status read message } }
}`;
const LEADS = `query Leads($status: LeadStatus) { leads(status: $status) { total items { id name email phone status read listing { id } } } }`;
const form = (overrides: Record<string, unknown> = {}) => ({
  customerType: 'individual',
  name: 'Asha Verma',
  email: 'Asha.Verma@example.in',
  city: 'Jaipur',
  phone: '9876543210',
  message: '',
  acceptTerms: true,
  ...overrides,
});

interface Receipt {
  sendEnquiry: { alreadySent: boolean; message: string; enquiry: { id: string; status: string; read: boolean; message: string } };
}

describe('enquiries to owners', () => {
  let firstId: string;

  it('lets an anonymous visitor send one: stored as a new lead, the owner and the seeker e-mailed', async () => {
    const res = await t.graphql<Receipt>(SEND, { propertyId: listingId, input: form() });
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendEnquiry).toMatchObject({
      alreadySent: false,
      message: 'Your enquiry was sent to the owner. They will contact you soon.',
      enquiry: { status: 'new', read: false, message: "I'm interested in this property." },
    });
    firstId = res.data?.sendEnquiry.enquiry.id as string;
    const [toOwner] = await t.services.mail.outbox(owner.user.email);
    expect(toOwner.subject).toBe('New enquiry for Saanjh Girls PG');
    expect(toOwner.text).toContain('Phone: 9876543210');
    expect(toOwner.text).toContain('/my-leads');
    // The HTML part shows the listing's card and the one thing to do as a button.
    expect(toOwner.html).toContain(`href="http://localhost:4000/property/${listingId}"`);
    expect(toOwner.html).toMatch(/<a href="[^"]*\/my-leads"[^>]*>Reply from your leads<\/a>/);
    const [toSeeker] = await t.services.mail.outbox('asha.verma@example.in');
    expect(toSeeker.text).toContain(`/property/${listingId}`);
    expect(toSeeker.html).toMatch(/>View the listing<\/a>/);
  });

  it('makes no second lead for the same address and listing within 24 hours, even when sent twice at once', async () => {
    const again = await Promise.all(
      [1, 2].map(() => t.graphql<Receipt>(SEND, { propertyId: listingId, input: form({ email: 'asha.verma@EXAMPLE.in' }) })),
    );
    for (const res of again) expect(res.data?.sendEnquiry).toMatchObject({ alreadySent: true, enquiry: { id: firstId } });
    expect(again[0].data?.sendEnquiry.message).toMatch(/^You already sent an enquiry for this property in the last 24 hours/);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => t.graphql<Receipt>(SEND, { propertyId: listingId, input: form({ email: 'rohan@example.in' }) })),
    );
    expect(parallel.filter((res) => res.data?.sendEnquiry.alreadySent === false)).toHaveLength(1);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM enquiries WHERE property_id = $1`, [listingId]);
    expect(count).toBe(2);
  });

  it("counts a signed-in seeker's repeat by account too: another typed address within 24 hours makes no second lead", async () => {
    // A listing of another owner, so the leads counted by the tests below stay as they are.
    const [stay] = await listingsOf(t, await signedIn(t, 'owner'), ['Kabir Boys Hostel']);
    const seeker = await signedIn(t, 'user', 'Kabir Rao');
    const first = await t.graphql<Receipt>(SEND, { propertyId: stay, input: form({ email: 'kabir@example.in' }) }, seeker.headers);
    expect(first.data?.sendEnquiry.alreadySent).toBe(false);
    const other = await t.graphql<Receipt>(SEND, { propertyId: stay, input: form({ email: 'kabir.other@example.in' }) }, seeker.headers);
    expect(other.data?.sendEnquiry).toMatchObject({ alreadySent: true, enquiry: { id: first.data?.sendEnquiry.enquiry.id } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM enquiries WHERE seeker_id = $1`, [seeker.user.id]);
    expect(count).toBe(1);
  });

  it('checks the form with the registration rules and messages, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters long'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ phone: '12345' }, 'phone', 'Phone number is not valid'],
      [{ city: ' ' }, 'city', 'City is required'],
      // A line break in a one-line field would start a new line in the owner's mail.
      [{ name: 'Asha\r\nBcc: all@example.in' }, 'name', 'Name must be on one line'],
      [{ city: 'Jaipur\nRajasthan' }, 'city', 'City must be on one line'],
      [{ acceptTerms: false }, 'acceptTerms', 'Please accept the terms and privacy policy'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.graphql(SEND, { propertyId: listingId, input: form({ email: 'new@example.in', ...change }) });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });

  it('does not let owners enquire about their own listing, nor anyone about a listing that is not public', async () => {
    const own = await t.graphql(SEND, { propertyId: listingId, input: form({ email: 'meera@example.in' }) }, owner.headers);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await t.graphql(SEND, { propertyId: '00000000-0000-4000-8000-000000000000', input: form() });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("shows leads only to the listing's owner (admins see all), counts the unread and moves them on", async () => {
    const mine = await t.graphql<{ leads: { total: number; items: Array<{ id: string; read: boolean; listing: { id: string } }> } }>(
      LEADS,
      {},
      owner.headers,
    );
    expect(mine.data?.leads.total).toBe(2);
    expect(mine.data?.leads.items.every((lead) => lead.listing.id === listingId)).toBe(true);
    const unread = async () => (await t.graphql<{ unreadLeads: number }>('{ unreadLeads }', {}, owner.headers)).data?.unreadLeads;
    expect(await unread()).toBe(2);

    const other = await signedIn(t, 'owner');
    expect((await t.graphql<{ leads: { total: number } }>(LEADS, {}, other.headers)).data?.leads.total).toBe(0);
    const steal = await t.graphql(
      `mutation ($id: ID!) { updateLead(id: $id, status: contacted) { status } }`,
      { id: firstId },
      other.headers,
    );
    expect(steal.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seeker = await signedIn(t, 'user');
    expect((await t.graphql(LEADS, {}, seeker.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signedIn(t, 'admin');
    expect((await t.graphql<{ leads: { total: number } }>(LEADS, {}, admin.headers)).data?.leads.total).toBeGreaterThanOrEqual(2);

    const moved = await t.graphql<{ updateLead: { status: string; read: boolean } }>(
      `mutation ($id: ID!) { updateLead(id: $id, status: contacted, read: true) { status read } }`,
      { id: firstId },
      owner.headers,
    );
    expect(moved.data?.updateLead).toEqual({ status: 'contacted', read: true });
    expect(await unread()).toBe(1);
    const contacted = await t.graphql<{ leads: { items: Array<{ id: string }> } }>(LEADS, { status: 'contacted' }, owner.headers);
    expect(contacted.data?.leads.items.map((lead) => lead.id)).toEqual([firstId]);
  });

  it('lists what a signed-in seeker sent, with its status, and fills nothing for anyone else', async () => {
    const seeker = await signedIn(t, 'user', 'Priya Verma');
    await t.graphql(SEND, { propertyId: listingId, input: form({ name: 'Priya Verma', email: seeker.user.email }) }, seeker.headers);
    const sent = await t.graphql<{ myEnquiries: { items: Array<{ status: string; listing: { id: string } }> } }>(
      `{ myEnquiries { items { status listing { id } } } }`,
      {},
      seeker.headers,
    );
    expect(sent.data?.myEnquiries.items).toEqual([{ status: 'new', listing: { id: listingId } }]);
    expect((await t.graphql(`{ myEnquiries { total } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lets only the listing's owner reply (not an admin): kept with the lead, e-mailed to the seeker, seen in My enquiries", async () => {
    const seeker = await signedIn(t, 'user', 'Kavya Rao');
    const sent = await t.graphql<Receipt>(
      SEND,
      { propertyId: listingId, input: form({ name: 'Kavya Rao', email: seeker.user.email }) },
      seeker.headers,
    );
    const leadId = sent.data?.sendEnquiry.enquiry.id as string;
    const REPLY = `mutation ($id: ID!, $message: String!) { replyToLead(id: $id, message: $message) { status read replies { message } } }`;

    const other = await signedIn(t, 'owner');
    expect(firstErrorCode(await t.graphql(REPLY, { id: leadId, message: 'Mine now' }, other.headers))).toBe('FORBIDDEN');
    expect(firstErrorCode(await t.graphql(REPLY, { id: leadId, message: 'Hi' }, seeker.headers))).toBe('FORBIDDEN');
    expect(firstErrorCode(await t.graphql(REPLY, { id: leadId, message: 'Hi' }))).toBe('UNAUTHENTICATED');
    expect((await t.graphql(REPLY, { id: leadId, message: '   ' }, owner.headers)).errors?.[0]).toMatchObject({
      message: 'Reply is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'message' },
    });
    expect((await t.graphql(REPLY, { id: leadId, message: 'x'.repeat(2001) }, owner.headers)).errors?.[0]).toMatchObject({
      message: 'Reply must be at most 2000 characters',
      extensions: { field: 'message' },
    });
    expect(firstErrorCode(await t.graphql(REPLY, { id: 'not-a-lead', message: 'Hi' }, owner.headers))).toBe('NOT_FOUND');
    expect(await t.services.mail.outbox(seeker.user.email)).toHaveLength(1);

    const replied = await t.graphql<{ replyToLead: unknown }>(
      REPLY,
      { id: leadId, message: 'A room is free from 1 December. <b>Call me</b>' },
      owner.headers,
    );
    expect(replied.data?.replyToLead).toEqual({
      status: 'contacted',
      read: true,
      replies: [{ message: 'A room is free from 1 December. <b>Call me</b>' }],
    });
    const [mail] = await t.services.mail.outbox(seeker.user.email);
    expect(mail.subject).toBe('Reply about Saanjh Girls PG');
    expect(mail.text).toContain('A room is free from 1 December.');
    // A seeker with an account answers in the thread, not by mail to the owner's address.
    expect(mail.text).toContain('Answer in Nivaas: http://localhost:4000/my-enquiries');
    expect(mail.text).not.toContain(owner.user.email);

    const admin = await signedIn(t, 'admin');
    expect(firstErrorCode(await t.graphql(REPLY, { id: leadId, message: 'From the Nivaas team' }, admin.headers))).toBe('FORBIDDEN');
    const mine = await t.graphql<{ myEnquiries: { items: Array<{ id: string; replies: Array<{ message: string }> }> } }>(
      `{ myEnquiries { items { id replies { message } } } }`,
      {},
      seeker.headers,
    );
    expect(mine.data?.myEnquiries.items.find((item) => item.id === leadId)?.replies.map((reply) => reply.message)).toEqual([
      'A room is free from 1 December. <b>Call me</b>',
    ]);
  });

  it("exports the owner's own leads of every kind as CSV (admins all), filtered like the inbox, formulas defused", async () => {
    const seeker = await signedIn(t, 'user', 'Kabir Das');
    // A phone number view and a visit of the same listing, older than the enquiry sent below.
    await t.dataSource.query(
      `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at) VALUES ($1, $2, $3, now() - interval '2 minutes')`,
      [listingId, owner.user.id, seeker.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, note, status, created_at)
       VALUES ($1, $2, $3, current_date + 2, 'morning', now() + interval '2 days', now() + interval '2 days 2 hours', '+91 call first', 'confirmed', now() - interval '1 minute')`,
      [listingId, owner.user.id, seeker.user.id],
    );
    await t.graphql(SEND, {
      propertyId: listingId,
      input: form({ email: 'csv@example.in', name: 'Neha, "Nee" Rao', message: '=HYPERLINK("http://x")' }),
    });
    const csv = await t.request.get('/api/v1/leads.csv').set(owner.headers);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=nivaas-leads.csv');
    const lines = csv.text.trimEnd().split('\r\n');
    // The original ten columns in their order, and the lead's kind after them.
    expect(lines[0]).toBe('"Received","Listing","Name","Type","E-mail","Phone","City","Message","Status","Read","Kind"');
    const [{ count }] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM enquiries WHERE owner_id = $1) + (SELECT count(*) FROM phone_reveals WHERE owner_id = $1) + (SELECT count(*) FROM visits WHERE owner_id = $1) AS count`,
      [owner.user.id],
    );
    expect(lines).toHaveLength(Number(count) + 1);
    expect(lines[1]).toContain('"Saanjh Girls PG","Neha, ""Nee"" Rao","Individual","csv@example.in"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")","New","No","Enquiry"`);
    // Views and visits carry the seeker's account details; every kind is in one list, newest first.
    const visit = lines.find((line) => line.endsWith('"Visit"'));
    expect(visit).toContain(`"Saanjh Girls PG","Kabir Das","","${seeker.user.email}","9876543210"`);
    expect(visit).toMatch(/"'\+91 call first","Confirmed","","Visit"$/);
    const view = lines.find((line) => line.endsWith('"Phone number view"'));
    expect(view).toContain(`"Kabir Das","","${seeker.user.email}"`);
    expect(view).toMatch(/"","","","Phone number view"$/);
    const received = lines.slice(1).map((line) => line.slice(1, 25));
    expect(received).toEqual([...received].sort().reverse());

    const contacted = (await t.request.get('/api/v1/leads.csv?status=contacted').set(owner.headers)).text.trimEnd().split('\r\n').slice(1);
    // Contacted enquiries and agreed visits; views have no status, so a status filter leaves them out.
    expect(contacted.some((line) => line.endsWith('"Confirmed","","Visit"'))).toBe(true);
    expect(contacted.every((line) => line.endsWith('"Contacted","Yes","Enquiry"') || line.endsWith('"Confirmed","","Visit"'))).toBe(true);
    const fresh = (await t.request.get('/api/v1/leads.csv?status=new').set(owner.headers)).text;
    expect(fresh).not.toContain('"Visit"');
    expect(fresh).not.toContain('"Phone number view"');
    const other = await signedIn(t, 'owner');
    expect((await t.request.get('/api/v1/leads.csv').set(other.headers)).text.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await t.request.get(`/api/v1/leads.csv?listing=${listingId}`).set(other.headers)).text.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await t.request.get(`/api/v1/leads.csv?listing=${listingId}`).set(owner.headers)).text.trimEnd().split('\r\n')).toHaveLength(
      Number(count) + 1,
    );
    expect((await t.request.get('/api/v1/leads.csv?listing=nope').set(owner.headers)).text.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await t.request.get('/api/v1/leads.csv?status=lost').set(owner.headers)).status).toBe(400);
    expect((await t.request.get('/api/v1/leads.csv')).status).toBe(401);
    expect((await t.request.get('/api/v1/leads.csv').set(seeker.headers)).status).toBe(403);
  });

  it('exports at most 5,000 leads, the newest, whatever their kind', async () => {
    const seller = await signedIn(t, 'owner');
    const viewer = await signedIn(t, 'user');
    const busy = (await t.services.properties.create({ id: seller.user.id, role: 'owner' }, listingInput({ title: 'Busy PG' }))).id;
    await t.dataSource.query(
      `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at) SELECT $1, $2, $3, now() - make_interval(mins => n) FROM generate_series(1, 5000) n`,
      [busy, seller.user.id, viewer.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, current_date + 1, 'morning', now() + interval '1 day', now() + interval '1 day 2 hours', now())`,
      [busy, seller.user.id, viewer.user.id],
    );
    const lines = (await t.request.get('/api/v1/leads.csv').set(seller.headers)).text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(5001);
    expect(lines[1]).toMatch(/"Visit"$/);
    const admin = await signedIn(t, 'admin');
    expect((await t.request.get(`/api/v1/leads.csv?listing=${busy}`).set(admin.headers)).text.trimEnd().split('\r\n')).toHaveLength(5001);
  });

  it('throttles enquiries per address', async () => {
    const limited = await createTestApp({ THROTTLE_ENQUIRY_ACCOUNT: '2/1h' });
    try {
      const listing = await limited.services.properties.create(
        { id: (await signedIn(limited, 'owner')).user.id, role: 'owner' },
        listingInput(),
      );
      const other = await limited.services.properties.create(
        { id: (await signedIn(limited, 'owner')).user.id, role: 'owner' },
        listingInput(),
      );
      const third = await limited.services.properties.create(
        { id: (await signedIn(limited, 'owner')).user.id, role: 'owner' },
        listingInput(),
      );
      for (const id of [listing.id, other.id])
        expect((await limited.graphql(SEND, { propertyId: id, input: form() })).errors).toBeUndefined();
      const refused = await limited.graphql(SEND, { propertyId: third.id, input: form() });
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

      // A signed-in seeker is counted by account as well: a new address for each enquiry does not help.
      const seeker = await signedIn(limited, 'user');
      const send = (id: string, email: string) => limited.graphql(SEND, { propertyId: id, input: form({ email }) }, seeker.headers);
      expect((await send(listing.id, 'first@example.in')).errors).toBeUndefined();
      expect((await send(other.id, 'second@example.in')).errors).toBeUndefined();
      expect(firstErrorCode(await send(third.id, 'third@example.in'))).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
