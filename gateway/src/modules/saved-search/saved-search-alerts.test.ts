import { ALERT_MESSAGES, DAILY_ALERT_CRON, ALERT_TIME_ZONE } from '../../../../shared/domain/saved-search-alerts';
import { ACTIVITY_PERIODS_QUEUE } from '../leads-report/activity-periods';
import { savedSearchAlertsSeed } from '../../db/seed/saved-search-alerts.seed';
import { savedSearchesSeed } from '../../db/seed/saved-searches.seed';
import { SEED_ACCOUNTS, usersSeed } from '../../db/seed/users.seed';
import { eventually } from '../../test/eventually';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const SAVE = `mutation ($name: String!, $query: String!) { saveSearch(name: $name, query: $query) { savedSearch { id } } }`;
const ALERTS = `mutation ($id: ID!, $frequency: SavedSearchAlertFrequency!, $bySms: Boolean!) {
  setSavedSearchAlerts(id: $id, frequency: $frequency, bySms: $bySms) { alertFrequency alertBySms }
}`;
const SEARCH = `query ($filter: SearchFilterInput) { search(filter: $filter, limit: 100) { results { property { id } } } }`;
const GIRLS_IN_JAIPUR = 'q=Jaipur&hostelType=girls_hostel';

type Seeker = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let owner: Seeker;
let admin: Seeker;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

/** A live listing of the owner's, listed now (or, `listedLongAgo`, a month ago). */
async function listing(title: string, overrides: Record<string, unknown> = {}, { listedLongAgo = false } = {}): Promise<string> {
  const { id } = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title, ...overrides }));
  if (listedLongAgo) await t.dataSource.query(`UPDATE properties SET listed_since = now() - interval '30 days' WHERE id = $1`, [id]);
  return id;
}

async function savedSearch(seeker: Seeker, query = GIRLS_IN_JAIPUR): Promise<string> {
  const saved = await t.graphql<{ saveSearch: { savedSearch: { id: string } } }>(SAVE, { name: 'Girls · Jaipur', query }, seeker.headers);
  expect(saved.errors).toBeUndefined();
  return saved.data!.saveSearch.savedSearch.id;
}

/** The listings a saved search has announced, by title. */
async function announced(savedSearchId: string): Promise<string[]> {
  const rows: Array<{ title: string }> = await t.dataSource.query(
    `SELECT p.title FROM saved_search_announcements a JOIN properties p ON p.id = a.property_id WHERE a.saved_search_id = $1 ORDER BY p.title`,
    [savedSearchId],
  );
  return rows.map((row) => row.title);
}

const alertsTo = async (seeker: Seeker) =>
  (await t.services.mail.outbox(seeker.user.email)).filter((mail) => mail.subject.includes('Girls · Jaipur'));

describe('matching, against the search page itself', () => {
  it('announces what the search finds that became new since it was saved, each listing once per time it becomes new', async () => {
    const seeker = await signedIn(t, 'user', 'Asha Verma');
    const longAgoFull = await listing('Jaipur Girls Free Again', { totalCapacity: 6, vacantBeds: 0 }, { listedLongAgo: true });
    await listing('Jaipur Girls Listed Long Ago', {}, { listedLongAgo: true });
    const id = await savedSearch(seeker);

    // Each case: what happens after the search was saved, and whether its next alert announces it.
    const cases: Array<{ title: string; happen: () => Promise<unknown>; announced: boolean }> = [
      { title: 'Jaipur Girls New Match', happen: () => listing('Jaipur Girls New Match'), announced: true },
      { title: 'Jaipur Boys New', happen: () => listing('Jaipur Boys New', { gender: 'male' }), announced: false },
      {
        title: 'Jaipur Girls Free Again',
        happen: () => t.services.properties.setVacantBeds({ id: owner.user.id, role: 'owner' }, longAgoFull, 2),
        announced: true,
      },
    ];
    for (const step of cases) await step.happen();
    await t.services.savedSearchAlerts.sendDue('daily');
    expect(await announced(id)).toEqual(
      cases
        .filter((step) => step.announced)
        .map((step) => step.title)
        .sort(),
    );
    const [first] = await alertsTo(seeker);
    expect(first.subject).toBe('2 new listings for “Girls · Jaipur”');
    expect(first.text).toContain('Jaipur Girls New Match');
    expect(first.text).toContain('Jaipur Girls Free Again');
    expect(first.text).not.toContain('Listed Long Ago');
    expect(first.text).toContain(`/search-list?${GIRLS_IN_JAIPUR}`);
    // Every listing announced is one the search page shows for the saved query.
    const page = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(SEARCH, {
      filter: { hostelType: 'girls_hostel', q: 'Jaipur' },
    });
    const shown = new Set(page.data!.search.results.map((hit) => hit.property.id));
    const ids: Array<{ property_id: string }> = await t.dataSource.query(
      `SELECT property_id FROM saved_search_announcements WHERE saved_search_id = $1`,
      [id],
    );
    expect(ids.every((row) => shown.has(row.property_id))).toBe(true);

    // Approved later, and edited to match: the next alert has them, and only them.
    const pending = await listing('Jaipur Girls Approved Later');
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [pending]);
    const boys: Array<{ id: string }> = await t.dataSource.query(`SELECT id FROM properties WHERE title = 'Jaipur Boys New'`);
    await t.services.savedSearchAlerts.sendDue('daily');
    expect(await alertsTo(seeker)).toHaveLength(1);
    await t.services.properties.setStatus({ id: admin.user.id, role: 'admin' }, pending, 'approved');
    await t.dataSource.query(`UPDATE properties SET gender = 'female', title = 'Jaipur Girls Edited To Match' WHERE id = $1`, [boys[0].id]);
    await t.services.savedSearchAlerts.sendDue('daily');
    const [second] = await alertsTo(seeker);
    expect(second.subject).toBe('2 new listings for “Girls · Jaipur”');
    expect(second.text).toContain('Jaipur Girls Approved Later');
    expect(second.text).toContain('Jaipur Girls Edited To Match');
    expect(second.text).not.toContain('Jaipur Girls New Match');
    // The HTML part shows them as cards, not also as lines of text.
    expect(second.html?.match(/Jaipur Girls Approved Later/g)).toHaveLength(1);
    expect(second.html).toMatch(/<a href="[^"]+\/property\/[^"]+" style="[^"]*font-weight:bold[^"]*">Jaipur Girls Approved Later<\/a>/);
    expect(second.listUnsubscribe).toMatch(/\/api\/v1\/saved-searches\/unsubscribe\?token=[\w-]{43}$/);
  });

  it('sends nothing twice, across restarts: the announcements are written with the mail', async () => {
    const seeker = await signedIn(t, 'user');
    await savedSearch(seeker);
    await listing('Jaipur Girls Once Only');
    expect(await t.services.savedSearchAlerts.sendDue('daily')).toBeGreaterThanOrEqual(1);
    expect(await alertsTo(seeker)).toHaveLength(1);
    await t.services.savedSearchAlerts.sendDue('daily');
    // Another gateway started on the database (as after a restart) finds nothing more to send.
    const restarted = await t.peer();
    await restarted.services.savedSearchAlerts.sendDue('daily');
    await restarted.close();
    expect(await alertsTo(seeker)).toHaveLength(1);
  });
});

describe('choices and unsubscribing', () => {
  it('sends by SMS too when chosen, to a verified number only', async () => {
    const seeker = await signedIn(t, 'user');
    const id = await savedSearch(seeker);
    const refused = await t.graphql(ALERTS, { id, frequency: 'daily', bySms: true }, seeker.headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: ALERT_MESSAGES.smsNeedsVerifiedPhone,
      extensions: { code: 'BAD_USER_INPUT', field: 'bySms' },
    });
    const phone = `98${String(Date.now()).slice(-8)}`;
    await t.dataSource.query(`UPDATE users SET contact_number = $2, phone_verified_at = now() WHERE id = $1`, [seeker.user.id, phone]);
    const chosen = await t.graphql(ALERTS, { id, frequency: 'instant', bySms: true }, seeker.headers);
    expect(chosen.data).toEqual({ setSavedSearchAlerts: { alertFrequency: 'instant', alertBySms: true } });
    await listing('Jaipur Girls By SMS');
    // An instant search is not in the daily digest.
    await t.services.savedSearchAlerts.sendDue('daily');
    expect(await alertsTo(seeker)).toHaveLength(0);
    await t.services.savedSearchAlerts.sendDue('instant');
    expect(await alertsTo(seeker)).toHaveLength(1);
    const texts: Array<{ text: string }> = await t.dataSource.query(`SELECT text FROM sms_outbox WHERE to_number = $1`, [phone]);
    expect(texts.map((sms) => sms.text)).toEqual([
      expect.stringMatching(/^Nivaas: a new listing for “Girls · Jaipur”\. See http.*\/search-list\?/),
    ]);
  });

  it('stops with one click (RFC 8058): the search stays, paused, and a wrong token is refused', async () => {
    const seeker = await signedIn(t, 'user');
    const id = await savedSearch(seeker);
    const [{ unsubscribe_token: token }]: Array<{ unsubscribe_token: string }> = await t.dataSource.query(
      `SELECT unsubscribe_token FROM saved_searches WHERE id = $1`,
      [id],
    );
    const wrong = await t.request.post('/api/v1/saved-searches/unsubscribe?token=nope').send('List-Unsubscribe=One-Click');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: ALERT_MESSAGES.unsubscribeInvalid, code: 'BAD_USER_INPUT' });
    const done = await t.request
      .post(`/api/v1/saved-searches/unsubscribe?token=${token}`)
      .type('application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    await listing('Jaipur Girls After Unsubscribe');
    await t.services.savedSearchAlerts.sendDue('daily');
    expect(await alertsTo(seeker)).toHaveLength(0);
    // The link in the mail's text does the same through the page (GraphQL), signed out.
    const again = await t.graphql(`mutation ($token: String!) { unsubscribeSavedSearchAlerts(token: $token) }`, { token });
    expect(again.data).toEqual({ unsubscribeSavedSearchAlerts: 'Girls · Jaipur' });
  });
});

describe('the job queue', () => {
  it('alerts an instant search once an approval commits, and keeps the daily digest at 08:00 India time', async () => {
    const gateway = await t.peer({ SAVED_SEARCH_ALERTS: 'true' });
    try {
      const schedules: Array<{ name: string; cron: string; timezone: string }> = await t.dataSource.query(
        `SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`,
      );
      expect(schedules).toContainEqual({ name: 'saved-search-alerts-daily', cron: DAILY_ALERT_CRON, timezone: ALERT_TIME_ZONE });
      expect(DAILY_ALERT_CRON).toBe('0 8 * * *');
      expect(ALERT_TIME_ZONE).toBe('Asia/Kolkata');
      // Beside them, a gateway with a job queue moves the leaderboard's periods on at midnight in India.
      expect(schedules).toContainEqual({ name: ACTIVITY_PERIODS_QUEUE, cron: '0 0 * * *', timezone: 'Asia/Kolkata' });

      const seeker = await signedIn(t, 'user');
      const id = await savedSearch(seeker);
      await t.graphql(ALERTS, { id, frequency: 'instant', bySms: false }, seeker.headers);
      const pending = await listing('Jaipur Girls Approved Now');
      await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [pending]);
      const approved = await gateway.graphql(
        `mutation ($id: ID!) { setPropertyStatus(id: $id, status: approved) { status } }`,
        { id: pending },
        admin.headers,
      );
      expect(approved.errors).toBeUndefined();
      await eventually('the instant alert', async () => (await alertsTo(seeker)).length === 1);
      expect((await alertsTo(seeker))[0].text).toContain('Jaipur Girls Approved Now');
    } finally {
      await gateway.close();
    }
  });
});

describe('the sample data', () => {
  it("has the demo seeker's saved searches with sent alerts, by the alerts' own code", async () => {
    // The sample's listings are not loaded here (they take most of a CPU-minute): one listing stands for them.
    await listing('Jaipur Girls In The Sample');
    await usersSeed.run(t.services, t.dataSource);
    // As the sample's e-mail confirmation set does before (alerts go to confirmed addresses only).
    await t.dataSource.query(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [SEED_ACCOUNTS.user.email]);
    await savedSearchesSeed.run(t.services, t.dataSource);
    expect(await savedSearchAlertsSeed.run(t.services, t.dataSource)).toBeGreaterThanOrEqual(1);
    const mails = await t.services.mail.outbox(SEED_ACCOUNTS.user.email);
    const alerts = mails.filter((mail) => mail.listUnsubscribe?.includes('/api/v1/saved-searches/unsubscribe?token='));
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    for (const alert of alerts) expect(alert.subject).toMatch(/^(A new listing|\d+ new listings) for “.+”$/);
    const searches: Array<{ alert_frequency: string; last_alerted_at: Date | null; paused: boolean }> = await t.dataSource.query(
      `SELECT s.alert_frequency, s.last_alerted_at, s.paused_at IS NOT NULL AS paused FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE u.email = $1 ORDER BY s.created_at DESC`,
      [SEED_ACCOUNTS.user.email],
    );
    expect(searches[0]).toMatchObject({ alert_frequency: 'instant', last_alerted_at: expect.any(Date) });
    expect(searches.filter((search) => search.paused).every((search) => search.last_alerted_at === null)).toBe(true);
  });
});
