import { bookableVisitDays, visitTimes } from '../../../../shared/domain/visits';
import { listingInput, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsTo, parseInvitation } from './visit-test-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
const days = bookableVisitDays();

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  seeker = await signedIn(t, 'user', 'Asha Verma');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const FIELDS = 'id day slot status cancelledBy over actions note startsAt seeker { name email } listing { id }';
const REQUEST = `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { ${FIELDS} } }`;
const CHANGE = `mutation ($id: ID!, $action: VisitAction!, $day: String, $slot: VisitSlot) { changeVisit(id: $id, action: $action, day: $day, slot: $slot) { ${FIELDS} } }`;

interface VisitAnswer {
  id: string;
  day: string;
  slot: string;
  status: string;
  cancelledBy: string | null;
  over: boolean;
  actions: string[];
  startsAt: string;
}

const request = (headers: Record<string, string>, input: Record<string, unknown>, propertyId = listingId) =>
  t.graphql<{ requestVisit: VisitAnswer }>(REQUEST, { propertyId, input: { day: days[2], slot: 'morning', ...input } }, headers);
const change = (headers: Record<string, string>, id: string, action: string, extra: Record<string, unknown> = {}) =>
  t.graphql<{ changeVisit: VisitAnswer }>(CHANGE, { id, action, ...extra }, headers);

describe('booking a visit', () => {
  it('sends anonymous visitors to sign in, and refuses owners their own listing', async () => {
    expect(
      (await t.graphql(REQUEST, { propertyId: listingId, input: { day: days[2], slot: 'morning' } })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const own = await request(owner.headers, {});
    expect(own.errors?.[0]).toMatchObject({ message: 'This is your own listing.', extensions: { code: 'FORBIDDEN' } });
  });

  it('takes a day from today (Kolkata) to 13 days ahead, naming the field otherwise', async () => {
    const past = new Date(`${days[0]}T00:00:00Z`);
    past.setUTCDate(past.getUTCDate() - 1);
    const beyond = new Date(`${days[13]}T00:00:00Z`);
    beyond.setUTCDate(beyond.getUTCDate() + 1);
    for (const day of [past.toISOString().slice(0, 10), beyond.toISOString().slice(0, 10)]) {
      const res = await request(seeker.headers, { day });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Choose a day from today to 13 days ahead',
        extensions: { code: 'BAD_USER_INPUT', field: 'day' },
      });
    }
    expect((await request(seeker.headers, { day: 'next friday' })).errors?.[0]).toMatchObject({
      message: 'Choose a day',
      extensions: { field: 'day' },
    });
    expect(days).toHaveLength(14);
  });

  it('books one: the owner is e-mailed and texted, and the seeker may not book a second open one', async () => {
    const res = await request(seeker.headers, { day: days[13], slot: 'evening', note: 'After college, around 5.' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestVisit).toMatchObject({ day: days[13], slot: 'evening', status: 'requested', over: false, actions: ['cancel'] });
    expect(res.data?.requestVisit.startsAt).toBe(visitTimes(days[13], 'evening').startsAt.toISOString());
    const [toOwner] = await mailsTo(t, owner.user.email, /^Visit request for Saanjh Girls PG$/);
    expect(toOwner.text).toContain('Asha Verma would like to visit "Saanjh Girls PG"');
    expect(toOwner.text).toContain('After college, around 5.');
    expect(toOwner.attachments).toBeNull();
    const [sms] = (await t.services.sms.sentTo(owner.user.contactNumber as string)).filter((text) => text.text.includes('asks to visit'));
    expect(sms.text).toMatch(/^Nivaas: Asha Verma asks to visit Saanjh Girls PG on .*5 pm to 7 pm/);

    const again = await request(seeker.headers, { day: days[3] });
    expect(again.errors?.[0]).toMatchObject({
      message: 'You already have a visit booked for this property. Change or cancel it from My enquiries.',
      extensions: { code: 'CONFLICT' },
    });
    // The owner sees it in the inbox, and it counts as waiting for them.
    const inbox = await t.graphql<{ visits: { total: number; items: VisitAnswer[] } }>(
      `{ visits { total items { id status actions } } }`,
      {},
      owner.headers,
    );
    expect(inbox.data?.visits.items[0]).toMatchObject({ status: 'requested', actions: ['confirm', 'propose', 'decline', 'cancel'] });
    expect((await t.graphql<{ unreadLeads: number }>('{ unreadLeads }', {}, owner.headers)).data?.unreadLeads).toBe(1);
    await change(seeker.headers, res.data?.requestVisit.id as string, 'cancel');
  });

  it("lets only the listing's owner (or an admin) confirm, and then mails both sides a calendar invitation", async () => {
    const visit = (await request(seeker.headers, { day: days[4], slot: 'afternoon' })).data?.requestVisit as VisitAnswer;
    expect((await change(seeker.headers, visit.id, 'confirm')).errors?.[0]).toMatchObject({
      message: 'Only the owner of the listing can do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    const stranger = await signedIn(t, 'owner');
    expect((await change(stranger.headers, visit.id, 'confirm')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await change(owner.headers, visit.id, 'accept')).errors?.[0]).toMatchObject({
      message: 'Only the seeker who booked the visit can do this.',
    });

    const confirmed = await change(owner.headers, visit.id, 'confirm');
    expect(confirmed.data?.changeVisit).toMatchObject({ status: 'confirmed', actions: ['propose', 'cancel'] });
    const { startsAt, endsAt } = visitTimes(days[4], 'afternoon');
    for (const [email, subject] of [
      [seeker.user.email, /^Your visit to Saanjh Girls PG is confirmed$/],
      [owner.user.email, /^Visit confirmed: Asha Verma at Saanjh Girls PG$/],
    ] as const) {
      const [mail] = await mailsTo(t, email, subject);
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments ?? [];
      expect(ics).toMatchObject({ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
      expect(parseInvitation(ics.content)).toEqual({
        method: 'REQUEST',
        uid: `visit-${visit.id}@nivaas.in`,
        start: startsAt.toISOString(),
        end: endsAt.toISOString(),
        status: 'CONFIRMED',
        summary: 'Visit: Saanjh Girls PG',
      });
    }
    // Named in the admin Outbox.
    const admin = await signedIn(t, 'admin');
    const outbox = await t.graphql<{
      outboxMails: { items: Array<{ subject: string; attachments: Array<{ filename: string; size: number }> }> };
    }>(`{ outboxMails(limit: 5) { items { subject attachments { filename size } } } }`, {}, admin.headers);
    const listed = outbox.data?.outboxMails.items.find((mail) => mail.subject.startsWith('Your visit to'));
    expect(listed?.attachments[0]).toMatchObject({ filename: 'visit.ics' });
    expect(listed?.attachments[0].size).toBeGreaterThan(100);

    const declined = await change(owner.headers, visit.id, 'decline');
    expect(declined.errors?.[0]).toMatchObject({
      message: 'A visit that is confirmed cannot be declined.',
      extensions: { code: 'BAD_USER_INPUT', field: 'action' },
    });
  });

  it('lets the owner propose another time, which the seeker accepts (both get the invitation) or cancels', async () => {
    const [visit] =
      (await t.graphql<{ myVisits: { items: VisitAnswer[] } }>(`{ myVisits { items { id status } } }`, {}, seeker.headers)).data?.myVisits
        .items ?? [];
    expect(visit.status).toBe('confirmed');
    expect((await change(owner.headers, visit.id, 'propose', { day: days[30 % 14] })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'slot',
    });
    const proposed = await change(owner.headers, visit.id, 'propose', { day: days[6], slot: 'morning' });
    expect(proposed.data?.changeVisit).toMatchObject({ status: 'rescheduled', day: days[6], slot: 'morning' });
    const [toSeeker] = await mailsTo(t, seeker.user.email, /^A new time for your visit to Saanjh Girls PG$/);
    expect(toSeeker.text).toContain('/my-enquiries');
    expect(toSeeker.attachments).toBeNull();
    const mine = await t.graphql<{ myVisits: { items: VisitAnswer[] } }>(`{ myVisits { items { id actions } } }`, {}, seeker.headers);
    expect(mine.data?.myVisits.items[0].actions).toEqual(['accept', 'cancel']);

    const accepted = await change(seeker.headers, visit.id, 'accept');
    expect(accepted.data?.changeVisit.status).toBe('confirmed');
    const [toOwner] = await mailsTo(t, owner.user.email, /^Visit confirmed/);
    expect(parseInvitation(toOwner.attachments?.[0].content ?? '').start).toBe(visitTimes(days[6], 'morning').startsAt.toISOString());

    const cancelled = await change(seeker.headers, visit.id, 'cancel');
    expect(cancelled.data?.changeVisit).toMatchObject({ status: 'cancelled', cancelledBy: 'seeker', actions: [] });
    const [cancelMail] = await mailsTo(t, owner.user.email, /^Visit cancelled: Saanjh Girls PG$/);
    expect(cancelMail.text).toContain('Asha Verma cancelled the visit');
    expect(parseInvitation(cancelMail.attachments?.[0].content ?? '')).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `visit-${visit.id}@nivaas.in`,
    });
    expect((await change(seeker.headers, visit.id, 'cancel')).errors?.[0]?.message).toBe('A visit that is cancelled cannot be cancelled.');
  });

  it('lets the owner decline or cancel (the seeker hears of it), an admin act for the owner, and changes nothing once it is over', async () => {
    const first = (await request(seeker.headers, { day: days[8] })).data?.requestVisit as VisitAnswer;
    expect((await change(owner.headers, first.id, 'decline')).data?.changeVisit.status).toBe('declined');
    expect((await mailsTo(t, seeker.user.email, /was declined$/))[0].text).toContain('cannot show it on');

    const second = (await request(seeker.headers, { day: days[9] })).data?.requestVisit as VisitAnswer;
    const admin = await signedIn(t, 'admin');
    expect((await change(admin.headers, second.id, 'confirm')).data?.changeVisit.status).toBe('confirmed');
    const byOwner = await change(owner.headers, second.id, 'cancel');
    expect(byOwner.data?.changeVisit).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' });
    expect((await mailsTo(t, seeker.user.email, /^Visit cancelled/))[0].text).toContain(
      'The owner of "Saanjh Girls PG" cancelled the visit',
    );

    const third = (await request(seeker.headers, { day: days[10] })).data?.requestVisit as VisitAnswer;
    await t.dataSource.query(
      `UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [third.id],
    );
    const late = await change(owner.headers, third.id, 'confirm');
    expect(late.errors?.[0]).toMatchObject({
      message: 'This visit is already over and can no longer be changed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const mine = await t.graphql<{ myVisits: { items: VisitAnswer[] } }>(`{ myVisits { items { id over actions } } }`, {}, seeker.headers);
    expect(mine.data?.myVisits.items.find((visit) => visit.id === third.id)).toMatchObject({ over: true, actions: [] });
    // A past visit is not open: the seeker can book again.
    expect((await request(seeker.headers, { day: days[11] })).data?.requestVisit.status).toBe('requested');
  });

  it('shows visits only to their listing owner and admins, and to the seeker who booked them', async () => {
    const stranger = await signedIn(t, 'owner');
    expect((await t.graphql<{ visits: { total: number } }>(`{ visits { total } }`, {}, stranger.headers)).data?.visits.total).toBe(0);
    expect((await t.graphql(`{ visits { total } }`, {}, seeker.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await signedIn(t, 'user');
    expect((await t.graphql<{ myVisits: { total: number } }>(`{ myVisits { total } }`, {}, other.headers)).data?.myVisits.total).toBe(0);
    const [visit] =
      (await t.graphql<{ visits: { items: VisitAnswer[] } }>(`{ visits(status: requested) { items { id } } }`, {}, owner.headers)).data
        ?.visits.items ?? [];
    expect((await change(other.headers, visit.id, 'cancel')).errors?.[0]).toMatchObject({
      message: 'Only the seeker who booked the visit or the owner of the listing can change it.',
    });
  });
});

describe('visit request limits', () => {
  it('limits requests per account (THROTTLE_VISIT_ACCOUNT)', async () => {
    const limited = await createTestApp({ THROTTLE_VISIT_ACCOUNT: '1/1h' });
    try {
      const host = await signedIn(limited, 'owner');
      const guest = await signedIn(limited, 'user');
      const ids = await Promise.all(
        [1, 2].map(
          async (n) =>
            (await limited.services.properties.create({ id: host.user.id, role: 'owner' }, listingInput({ title: `PG ${n}` }))).id,
        ),
      );
      const ask = (propertyId: string) => limited.graphql(REQUEST, { propertyId, input: { day: days[3], slot: 'evening' } }, guest.headers);
      expect((await ask(ids[0])).errors).toBeUndefined();
      expect((await ask(ids[1])).errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect((await ask(ids[1])).errors?.[0]?.message).toMatch(/^Too many visit requests\./);
    } finally {
      await limited.close();
    }
  });
});

describe('deleting a listing with visits', () => {
  const OPEN_VISITS = `query ($id: ID!) { property(id: $id) { openVisits } }`;
  const openVisitsAs = async (headers: Record<string, string>, id: string) =>
    (await t.graphql<{ property: { openVisits: number | null } }>(OPEN_VISITS, { id }, headers)).data?.property.openVisits;

  it('counts the open visits for its owner only, then cancels each with a mail to its seeker, by either API', async () => {
    const [byGraphQL, byRest] = await listingsOf(t, owner, ['Lakeview Boys Hostel', 'Sunrise Residency']);
    const second = await signedIn(t, 'user', 'Ravi Kumar');
    const third = await signedIn(t, 'user', 'Neha Singh');
    const requested = (await request(seeker.headers, { day: days[3] }, byGraphQL)).data?.requestVisit as VisitAnswer;
    const confirmed = (await request(second.headers, { day: days[5], slot: 'evening' }, byGraphQL)).data?.requestVisit as VisitAnswer;
    expect((await change(owner.headers, confirmed.id, 'confirm')).data?.changeVisit.status).toBe('confirmed');
    // Neither a cancelled visit nor one that is over is open: their seekers hear nothing.
    const cancelled = (await request(third.headers, { day: days[6] }, byGraphQL)).data?.requestVisit as VisitAnswer;
    await change(third.headers, cancelled.id, 'cancel');
    const past = (await request(third.headers, { day: days[7] }, byGraphQL)).data?.requestVisit as VisitAnswer;
    await t.dataSource.query(
      `UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [past.id],
    );

    // The owner (and admins) see how many; anybody else sees nothing.
    expect(await openVisitsAs(owner.headers, byGraphQL)).toBe(2);
    expect(await openVisitsAs((await signedIn(t, 'admin')).headers, byGraphQL)).toBe(2);
    expect(await openVisitsAs((await signedIn(t, 'owner')).headers, byGraphQL)).toBeNull();
    expect(await openVisitsAs(seeker.headers, byGraphQL)).toBeNull();
    expect(await openVisitsAs({}, byGraphQL)).toBeNull();
    expect(await openVisitsAs(owner.headers, byRest)).toBe(0);

    const thirdsMailsBefore = (await mailsTo(t, third.user.email, /^Visit cancelled/)).length;
    expect((await t.graphql(`mutation ($id: ID!) { deleteProperty(id: $id) }`, { id: byGraphQL }, owner.headers)).data).toEqual({
      deleteProperty: true,
    });
    for (const [who, visit] of [
      [seeker, requested],
      [second, confirmed],
    ] as const) {
      const [mail] = await mailsTo(t, who.user.email, /^Visit cancelled: Lakeview Boys Hostel$/);
      expect(mail.text).toContain(`Hello ${who.user.name},`);
      expect(mail.text).toContain('"Lakeview Boys Hostel" was removed from Nivaas, so your visit on');
      expect(mail.text).toContain('is cancelled.');
      const [ics] = mail.attachments ?? [];
      expect(parseInvitation(ics.content)).toMatchObject({ method: 'CANCEL', uid: `visit-${visit.id}@nivaas.in`, status: 'CANCELLED' });
    }
    expect(await mailsTo(t, third.user.email, /^Visit cancelled/)).toHaveLength(thirdsMailsBefore);

    const restVisit = (await request(third.headers, { day: days[8] }, byRest)).data?.requestVisit as VisitAnswer;
    await t.request.delete(`/api/v1/properties/${byRest}`).set(owner.headers).expect(200);
    const [restMail] = await mailsTo(t, third.user.email, /^Visit cancelled: Sunrise Residency$/);
    expect(parseInvitation(restMail.attachments?.[0].content ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: `visit-${restVisit.id}@nivaas.in`,
    });
  });
});
