import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { eventually } from '../../test/eventually';
import { enquiryAs, listingsOf, signedIn, writeInThread } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Live thread updates across gateways: a message written on one gateway reaches, over WebSocket,
 * the other side of the thread connected to another gateway on the same database, and nobody else.
 */
let t: TestApp;
let other: Awaited<ReturnType<TestApp['peer']>>;
let server: Server;
let stopSubscriptions: () => Promise<void>;
let url: string;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  other = await t.peer();
  server = createServer(other.app);
  stopSubscriptions = other.serveSubscriptions(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stopSubscriptions();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const THREADS = `subscription { enquiryThreads { id unread replies { message fromSeeker } } }`;
interface ThreadEvent {
  id: string;
  unread: number;
  replies: Array<{ message: string; fromSeeker: boolean }>;
}

/** A WebSocket client of the other gateway, signed in with `token` (or not). */
function connect(token?: string): Client {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  clients.push(client);
  return client;
}

/** What `client` receives on `query`: events as they come, the first error, and its end. */
function listen(client: Client, query = THREADS) {
  const events: ThreadEvent[] = [];
  const errors: unknown[] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe<{ enquiryThreads: ThreadEvent }>(
      { query },
      {
        next: (result) => {
          if (result.data) events.push(result.data.enquiryThreads);
          if (result.errors) errors.push(...result.errors);
        },
        error: (error) => {
          // GraphQL errors come as a list; a closed socket as its close event.
          errors.push(...(Array.isArray(error) ? (error as unknown[]) : [error]));
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { events, errors, ended };
}

describe('live thread updates across gateways', () => {
  it("delivers each message to the thread's other side on another gateway, with the thread, and to nobody else", async () => {
    const seeker = await signedIn(t, 'user', 'Ira Sen');
    const stranger = await signedIn(t, 'user');
    const id = await enquiryAs(t, seeker, listingId);
    const seekerSide = listen(connect(seeker.token));
    const ownerSide = listen(connect(owner.token));
    const strangerSide = listen(connect(stranger.token));
    // Following once the other gateway has run each subscription's subscribe.
    for (const user of [seeker, owner, stranger])
      await eventually(`${user.user.name}'s subscription`, () => other.services.threadEvents.followers(user.user.id) === 1, { every: 10 });

    await writeInThread(t, id, 'Yes, a bed is free.', owner.headers);
    await eventually("the seeker's event", () => seekerSide.events.length === 1, { every: 10 });
    expect(seekerSide.events[0]).toEqual({ id, unread: 1, replies: [{ message: 'Yes, a bed is free.', fromSeeker: false }] });

    await writeInThread(t, id, 'Thank you!', seeker.headers);
    // Each side is told of the message (the seeker too, for their other devices), each by its own socket.
    await eventually("the owner's events", () => ownerSide.events.length === 2, { every: 10 });
    expect(ownerSide.events[1].replies.map((reply) => reply.message)).toEqual(['Yes, a bed is free.', 'Thank you!']);
    expect(ownerSide.events[1].unread).toBe(1);
    await eventually("the seeker's second event", () => seekerSide.events.length === 2, { every: 10 });
    expect(strangerSide.events).toEqual([]);
    expect([seekerSide.errors, ownerSide.errors, strangerSide.errors]).toEqual([[], [], []]);
  });

  it('closes its sockets with 1012 once it listens again after losing its connection, so each client reads what it missed', async () => {
    const seeker = await signedIn(t, 'user', 'Ira Sen');
    const id = await enquiryAs(t, seeker, listingId);
    const seekerSide = listen(connect(seeker.token));
    await eventually("the seeker's subscription", () => other.services.threadEvents.followers(seeker.user.id) === 1, { every: 10 });

    // The other gateway's listening connection is cut (a PostgreSQL restart, a proxy's timeout)...
    const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
      `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN lead_threads' AND pid <> pg_backend_pid()`,
    );
    // (Both gateways listen on this database.)
    expect(count).toBe(2);
    // ...and the owner writes before it listens again: its sockets cannot have heard.
    await writeInThread(t, id, 'Yes, a bed is free.', owner.headers);
    await seekerSide.ended;
    expect(seekerSide.errors).toEqual([expect.objectContaining({ code: 1012 })]);
    expect(seekerSide.events).toEqual([]);
  });

  it('refuses a visitor, and anything but a subscription over the socket', async () => {
    const visitor = listen(connect());
    await visitor.ended;
    expect(visitor.errors[0]).toMatchObject({ code: 4403 });

    const seeker = await signedIn(t, 'user');
    const query = listen(connect(seeker.token), '{ unreadEnquiries }');
    await query.ended;
    expect(query.errors).toEqual([
      expect.objectContaining({ message: 'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.' }),
    ]);
  });
});
