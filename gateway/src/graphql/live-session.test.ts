import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { eventually } from '../test/eventually';
import { enquiryAs, listingsOf, signedIn, writeInThread } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 30: a session that ends keeps no socket. After the seeker changes her password (every
 * session ends) or an admin suspends her, the next thread event is not delivered to her socket,
 * and the socket is closed with 4403 (Forbidden), by that event or by the periodic sweep.
 */
type SignedIn = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let owner: SignedIn;
let listingId: string;
const servers: Array<{ server: Server; stop: () => Promise<void> }> = [];
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  for (const { server, stop } of servers) {
    await stop();
    await new Promise((resolve) => server.close(resolve));
  }
  await t.close();
});

/** Subscriptions served on a server of their own, sweeping every `sweepMs`: the socket URL. */
async function serve(sweepMs: number): Promise<string> {
  const server = createServer(t.app);
  servers.push({ server, stop: t.serveSubscriptions(server, { sweepMs }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const THREADS = `subscription { enquiryThreads { id replies { message } } }`;

/** A signed-in socket subscribed to its threads: the messages of the events it got, and how it ended. */
function subscribe(url: string, token: string) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  clients.push(client);
  const events: string[][] = [];
  const ended = new Promise<unknown>((resolve) => {
    client.subscribe<{ enquiryThreads: { replies: Array<{ message: string }> } }>(
      { query: THREADS },
      {
        next: (result) => {
          if (result.data) events.push(result.data.enquiryThreads.replies.map((reply) => reply.message));
        },
        // A closed socket comes as its close event.
        error: (error) => resolve(error),
        complete: () => resolve('completed'),
      },
    );
  });
  return { events, ended };
}

const following = (user: SignedIn) =>
  eventually(`${user.user.name}'s subscription`, () => t.services.threadEvents.followers(user.user.id) >= 1, { every: 10 });

it('after a password change, the next event is not delivered and the socket is closed with 4403', async () => {
  // No sweep during the test: what closes the socket is the event's own check.
  const url = await serve(60 * 60_000);
  const seeker = await signedIn(t, 'user', 'Ira Sen');
  const id = await enquiryAs(t, seeker, listingId);
  const seekerSide = subscribe(url, seeker.token);
  const ownerSide = subscribe(url, owner.token);
  await following(seeker);
  await following(owner);

  await writeInThread(t, id, 'Yes, a bed is free.', owner.headers);
  await eventually("the seeker's first event", () => seekerSide.events.length === 1, { every: 10 });

  const changed = await t.graphql(
    `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`,
    { input: { currentPassword: 'secret12', newPassword: 'another-secret34', confirmPassword: 'another-secret34' } },
    seeker.headers,
  );
  expect(changed.errors).toBeUndefined();
  await writeInThread(t, id, 'Is it still free?', owner.headers);

  expect(await seekerSide.ended).toMatchObject({ code: 4403 });
  expect(seekerSide.events).toEqual([['Yes, a bed is free.']]);
  // The thread's other side, still signed in, got it.
  await eventually("the owner's events", () => ownerSide.events.length === 2, { every: 10 });
  expect(ownerSide.events[1]).toEqual(['Yes, a bed is free.', 'Is it still free?']);
}, 30_000);

it('a suspended account’s socket is closed with 4403 by the sweep, without an event, and gets none after', async () => {
  const url = await serve(100);
  const admin = await signedIn(t, 'admin');
  const seeker = await signedIn(t, 'user', 'Tara Rao');
  const id = await enquiryAs(t, seeker, listingId);
  const seekerSide = subscribe(url, seeker.token);
  await following(seeker);

  const suspended = await t.graphql(
    'mutation ($id: ID!, $reason: String!) { suspendUser(id: $id, reason: $reason) { id } }',
    { id: seeker.user.id, reason: 'Spam enquiries to many owners' },
    admin.headers,
  );
  expect(suspended.errors).toBeUndefined();
  expect(await seekerSide.ended).toMatchObject({ code: 4403 });
  await writeInThread(t, id, 'Yes, a bed is free.', owner.headers);
  expect(seekerSide.events).toEqual([]);
}, 30_000);
