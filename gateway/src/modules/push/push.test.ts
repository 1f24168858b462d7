import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_MAX } from '../../../../shared/domain/push';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { eventually } from '../../test/eventually';
import { enquiryAs, listingInput, listingsOf, signedIn, writeInThread } from '../../test/fixtures';
import { startTestPushService, type TestPushDevice } from '../../test/push-service';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = `{ pushPublicKey }`;
const SUBSCRIBE = `mutation ($subscription: PushSubscriptionInput!) { subscribeToPush(subscription: $subscription) }`;
const UNSUBSCRIBE = `mutation ($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) }`;
const SUBSCRIBED = `query ($endpoint: String!) { pushSubscribed(endpoint: $endpoint) }`;

type Account = Awaited<ReturnType<typeof signedIn>>;

let push: Awaited<ReturnType<typeof startTestPushService>>;
let t: TestApp;
let siteKey: string;
beforeAll(async () => {
  push = await startTestPushService();
  t = await createTestApp({ PUSH_NOTIFICATIONS: 'true', PUSH_SERVICE_ORIGINS: push.origin });
  siteKey = (await t.graphql<{ pushPublicKey: string }>(KEY)).data!.pushPublicKey;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** What a device received, decrypted and checked as its browser would. */
const received = (device: TestPushDevice) => push.received(device, siteKey);
/** Waits for a device's `count`th notice; answers them all. */
async function receivedCount(device: TestPushDevice, count: number, what: string) {
  await eventually(what, async () => (await received(device)).length >= count);
  return received(device);
}

/** A device of `account`'s with notifications turned on, as the settings' switch does it. */
async function subscribed(account: Account): Promise<TestPushDevice> {
  const device = push.device();
  const res = await t.graphql(SUBSCRIBE, { subscription: device.subscription }, account.headers);
  expect(res.errors).toBeUndefined();
  return device;
}

const titles = async (device: TestPushDevice) => (await received(device)).map((notice) => notice.title);

describe('subscriptions', () => {
  it('keeps one VAPID key for every gateway and restart, generated once', async () => {
    const key = (await t.graphql<{ pushPublicKey: string }>(KEY)).data!.pushPublicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const peer = await t.peer({ PUSH_NOTIFICATIONS: 'true', PUSH_SERVICE_ORIGINS: push.origin });
    try {
      expect((await peer.graphql<{ pushPublicKey: string }>(KEY)).data!.pushPublicKey).toBe(key);
    } finally {
      await peer.close();
    }
  });

  it('takes only signed-in devices at an allowed push service, with keys of the right sizes, naming the field', async () => {
    const seeker = await signedIn(t, 'user');
    const { subscription } = push.device();
    const cases = [
      {
        subscription: { ...subscription, endpoint: 'https://attacker.example.in/push/1' },
        field: 'endpoint',
        message: PUSH_MESSAGES.endpointNotAllowed,
      },
      {
        subscription: { ...subscription, endpoint: 'http://169.254.169.254/latest' },
        field: 'endpoint',
        message: PUSH_MESSAGES.endpointNotAllowed,
      },
      { subscription: { ...subscription, p256dh: subscription.auth }, field: 'p256dh', message: PUSH_MESSAGES.keysInvalid },
      { subscription: { ...subscription, auth: 'not base64!' }, field: 'auth', message: PUSH_MESSAGES.keysInvalid },
    ];
    for (const { subscription: given, field, message } of cases) {
      const res = await t.graphql(SUBSCRIBE, { subscription: given }, seeker.headers);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const anonymous = await t.graphql(SUBSCRIBE, { subscription });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(SUBSCRIBED, { endpoint: subscription.endpoint }, seeker.headers)).data).toEqual({ pushSubscribed: false });
  });

  it('moves a device to the account that subscribes it last, and drops the oldest past the limit', async () => {
    const first = await signedIn(t, 'user');
    const second = await signedIn(t, 'user');
    const shared = await subscribed(first);
    await t.graphql(SUBSCRIBE, { subscription: shared.subscription }, second.headers);
    expect((await t.graphql(SUBSCRIBED, { endpoint: shared.subscription.endpoint }, first.headers)).data).toEqual({
      pushSubscribed: false,
    });
    expect((await t.graphql(SUBSCRIBED, { endpoint: shared.subscription.endpoint }, second.headers)).data).toEqual({
      pushSubscribed: true,
    });

    const devices: TestPushDevice[] = [];
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_MAX; i++) devices.push(await subscribed(second));
    const state = async (device: TestPushDevice) =>
      (await t.graphql<{ pushSubscribed: boolean }>(SUBSCRIBED, { endpoint: device.subscription.endpoint }, second.headers)).data!
        .pushSubscribed;
    expect(await state(shared)).toBe(false);
    expect(await Promise.all(devices.map(state))).toEqual(devices.map(() => true));
  });
});

describe('what each side is told', () => {
  let owner: Account;
  let listingId: string;
  beforeAll(async () => {
    owner = await signedIn(t, 'owner', 'Kavita Rao');
    [listingId] = await listingsOf(t, owner, ['Indiranagar Girls PG']);
  });

  it('tells the owner of an enquiry, a message and a visit request, and the seeker of a reply and a visit change, opening the screen to answer', async () => {
    const ownerPhone = await subscribed(owner);
    const seeker = await signedIn(t, 'user', 'Asha Verma');
    const seekerPhone = await subscribed(seeker);

    const enquiryId = await enquiryAs(t, seeker, listingId, { message: 'Is a single room free from the 1st?' });
    expect((await receivedCount(ownerPhone, 1, 'the enquiry notice'))[0]).toEqual({
      title: 'New enquiry for Indiranagar Girls PG',
      body: 'Asha Verma: Is a single room free from the 1st?',
      url: `/my-leads?listing=${listingId}`,
      tag: `thread-${enquiryId}`,
    });

    await writeInThread(t, enquiryId, 'Yes, from the 1st. Come and see it.', owner.headers);
    expect((await receivedCount(seekerPhone, 1, 'the reply notice'))[0]).toEqual({
      title: 'Reply about Indiranagar Girls PG',
      body: 'Kavita Rao: Yes, from the 1st. Come and see it.',
      url: '/my-enquiries',
      tag: `thread-${enquiryId}`,
    });
    await writeInThread(t, enquiryId, 'Thank you!', seeker.headers);
    expect((await receivedCount(ownerPhone, 2, 'the message notice'))[1]).toMatchObject({
      title: 'New message from Asha Verma about Indiranagar Girls PG',
      body: 'Thank you!',
    });

    const asked = await t.graphql<{ requestVisit: { id: string } }>(
      `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
      { propertyId: listingId, input: { day: bookableVisitDays()[2], slot: 'morning' } },
      seeker.headers,
    );
    expect(asked.errors).toBeUndefined();
    expect((await receivedCount(ownerPhone, 3, 'the visit request notice'))[2]).toMatchObject({
      title: 'Visit request for Indiranagar Girls PG',
      url: '/my-leads',
    });
    await t.graphql(
      `mutation ($id: ID!) { changeVisit(id: $id, action: confirm) { id } }`,
      { id: asked.data!.requestVisit.id },
      owner.headers,
    );
    expect((await receivedCount(seekerPhone, 2, 'the confirmation notice'))[1]).toMatchObject({
      title: 'Your visit to Indiranagar Girls PG is confirmed',
      url: '/my-enquiries',
      tag: `visit-${asked.data!.requestVisit.id}`,
    });
    // The owner confirmed it: no notice of their own act.
    expect(await titles(ownerPhone)).toHaveLength(3);
  });

  it('sends an instant alert to the seeker’s devices, not a daily digest', async () => {
    const seeker = await signedIn(t, 'user');
    const phone = await subscribed(seeker);
    const save = (name: string, query: string) =>
      t.graphql<{ saveSearch: { savedSearch: { id: string } } }>(
        `mutation ($name: String!, $query: String!) { saveSearch(name: $name, query: $query) { savedSearch { id } } }`,
        { name, query },
        seeker.headers,
      );
    const instant = (await save('Girls · Mysuru', 'q=Mysuru&hostelType=girls_hostel')).data!.saveSearch.savedSearch.id;
    await t.graphql(
      `mutation ($id: ID!) { setSavedSearchAlerts(id: $id, frequency: instant, bySms: false) { id } }`,
      { id: instant },
      seeker.headers,
    );
    await save('Mysuru', 'q=Mysuru');
    await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Mysuru Girls Nest', city: 'Mysuru' }));
    await t.services.savedSearchAlerts.sendDue('instant');
    await t.services.savedSearchAlerts.sendDue('daily');
    expect((await receivedCount(phone, 1, 'the alert notice'))[0]).toEqual({
      title: 'A new listing for “Girls · Mysuru”',
      body: 'Mysuru Girls Nest',
      url: '/search-list?q=Mysuru&hostelType=girls_hostel',
      tag: `saved-search-${instant}`,
    });
    // The daily digest went by mail only: still one notice after the queue has had time for more.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await titles(phone)).toEqual(['A new listing for “Girls · Mysuru”']);
  });

  it('forgets a device its push service says is gone, and sends nothing to a device turned off', async () => {
    const seeker = await signedIn(t, 'user');
    const gone = await subscribed(seeker);
    push.answer(gone, 410);
    const off = await subscribed(seeker);
    const kept = await subscribed(seeker);
    await t.graphql(UNSUBSCRIBE, { endpoint: off.subscription.endpoint }, seeker.headers);

    const enquiryId = await enquiryAs(t, seeker, listingId);
    await writeInThread(t, enquiryId, 'Please call me.', owner.headers);
    await receivedCount(kept, 1, 'the reply notice');
    await eventually('the gone device forgotten', async () => {
      const res = await t.graphql<{ pushSubscribed: boolean }>(SUBSCRIBED, { endpoint: gone.subscription.endpoint }, seeker.headers);
      return res.data!.pushSubscribed === false;
    });
    expect(await received(off)).toEqual([]);
    expect(await received(gone)).toEqual([]);
  });
});

describe('configuration', () => {
  it('takes both VAPID keys or neither, and push services as origins', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com, fcm.googleapis.com/path' })).toThrow(
      /PUSH_SERVICE_ORIGINS lists origins/,
    );
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: ' https://fcm.googleapis.com , https://*.notify.windows.com ' }).push.serviceOrigins).toEqual(
      ['https://fcm.googleapis.com', 'https://*.notify.windows.com'],
    );
  });
});
