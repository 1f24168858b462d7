import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort } from '../db/embedded';
import { benchGraphql as graphql, benchSignIn as signIn, openBenchDatabase, requireBuiltGateway, startGateway } from './bench-gateways';
import { percentiles } from './percentiles';

/**
 * `npm run bench:threads` (issue 30): how long a message written in a lead's thread (an enquiry's) takes to
 * reach the other side when the two are connected to different gateways. Two built gateways on
 * one database (a temporary embedded PostgreSQL with the sample data, or BENCH_DATABASE_URL's
 * server), the writer on the first over HTTP, the reader's subscription on the second over
 * WebSocket (the fan-out goes through PostgreSQL's LISTEN/NOTIFY); one message at a time, owner
 * to seeker then seeker to owner. For each message: the writer's answer (the write itself) and
 * the event's arrival at the reader, both from the moment the mutation is sent.
 * Options: --messages N per direction (100).
 */

const args = process.argv.slice(2);
const MESSAGES = Number(args[args.indexOf('--messages') + 1] ?? 100) || 100;
/** The sample accounts (db/seed): the owner of sample listings, and a seeker. */
const OWNER = { email: 'owner@nivaas.in', password: 'Owner@12345' };
const SEEKER = { email: 'user@nivaas.in', password: 'User@12345' };
/** A message that has not arrived within this is counted as lost, and the run fails. */
const LOST_AFTER_MS = 10_000;

interface Side {
  name: string;
  token: string;
  /** Resolves when this side's subscription receives a thread whose last message is the text. */
  arrival(text: string): Promise<number>;
}

async function main() {
  requireBuiltGateway();
  const database = await openBenchDatabase();
  const gateways: ChildProcess[] = [];
  const sockets: Client[] = [];
  try {
    const writerPort = await freePort();
    // Lifted throttle: the bench writes more messages than an account may in an hour.
    const env = { THROTTLE_THREAD_MESSAGE_ACCOUNT: '100000/1h' };
    gateways.push(await startGateway(database.url, writerPort, { ...env, SEED: 'true' }));
    const readerPort = await freePort();
    gateways.push(await startGateway(database.url, readerPort, env));
    const writer = `http://127.0.0.1:${writerPort}/graphql`;

    const owner = await signIn(writer, OWNER);
    const seeker = await signIn(writer, SEEKER);
    const thread = await threadBetween(writer, owner, seeker);
    const ownerSide = follow(`ws://127.0.0.1:${readerPort}/graphql`, 'owner', owner, sockets);
    const seekerSide = follow(`ws://127.0.0.1:${readerPort}/graphql`, 'seeker', seeker, sockets);
    // Until a message arrives, a subscription may not have started on the reader's gateway.
    for (const [from, to] of [
      [owner, seekerSide],
      [seeker, ownerSide],
    ] as const)
      await warmUp(writer, thread, from, to);

    const rows = [];
    for (const [from, to] of [
      [owner, seekerSide],
      [seeker, ownerSide],
    ] as const) {
      const answered: number[] = [];
      const delivered: number[] = [];
      for (let i = 0; i < MESSAGES; i++) {
        const text = `Bench message ${i + 1} from the ${from === owner ? 'owner' : 'seeker'} (${Date.now()})`;
        const sent = performance.now();
        const arrived = to.arrival(text);
        await write(writer, thread, text, from.token);
        answered.push(performance.now() - sent);
        delivered.push((await arrived) - sent);
      }
      rows.push({ direction: `${from === owner ? 'owner' : 'seeker'} → ${to.name}`, answered, delivered });
    }

    const load = os.loadavg()[0].toFixed(2);
    console.log(
      `\n${MESSAGES} messages each way, one at a time; writer and reader on two gateways, one database (load average ${load}).\n`,
    );
    console.log('| direction | write answered p50 / p95 (ms) | delivered p50 / p95 / max (ms) |');
    console.log('|---|---|---|');
    for (const row of rows) {
      const a = summary(row.answered);
      const d = summary(row.delivered);
      console.log(`| ${row.direction} | ${a.p50} / ${a.p95} | ${d.p50} / ${d.p95} / ${d.max} |`);
    }
  } finally {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    for (const gateway of gateways) gateway.kill('SIGTERM');
    await Promise.all(
      gateways.map((gateway) => new Promise((resolve) => (gateway.exitCode === null ? gateway.once('exit', resolve) : resolve(null)))),
    );
    await database.drop();
  }
}

/** The seeker's enquiry on one of the owner's listings (sent now, or the one sent within a day). */
async function threadBetween(url: string, owner: { token: string }, seeker: { token: string }): Promise<string> {
  const listings = await graphql<{ myProperties: { items: Array<{ id: string; status: string; paused: boolean }> } }>(
    url,
    `
      query {
        myProperties(limit: 50) {
          items {
            id
            status
            paused
          }
        }
      }
    `,
    {},
    owner.token,
  );
  const listing = listings.myProperties.items.find((item) => item.status === 'approved' && !item.paused);
  if (!listing) throw new Error('The sample owner has no listed property to be asked about.');
  const receipt = await graphql<{ sendEnquiry: { enquiry: { id: string } } }>(
    url,
    `
      mutation ($id: ID!, $input: EnquiryInput!) {
        sendEnquiry(propertyId: $id, input: $input) {
          enquiry {
            id
          }
        }
      }
    `,
    {
      id: listing.id,
      input: {
        customerType: 'individual',
        name: 'Bench Seeker',
        email: SEEKER.email,
        city: 'Jaipur',
        phone: '9876543210',
        acceptTerms: true,
      },
    },
    seeker.token,
  );
  return receipt.sendEnquiry.enquiry.id;
}

function write(url: string, thread: string, message: string, token: string) {
  return graphql(
    url,
    `
      mutation ($id: ID!, $message: String!) {
        writeInThread(id: $id, message: $message) {
          id
        }
      }
    `,
    { id: thread, message },
    token,
  );
}

/** One side's subscription on the reader's gateway: when each message's thread arrives. */
function follow(url: string, name: string, account: { token: string }, sockets: Client[]): Side {
  const waiting = new Map<string, (at: number) => void>();
  const socket = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${account.token}` },
    lazy: false,
  });
  sockets.push(socket);
  socket.subscribe<{ leadThreads: { messages: Array<{ message: string }> } }>(
    { query: 'subscription BenchThreads { leadThreads { messages { message } } }' },
    {
      next: ({ data }) => {
        const at = performance.now();
        const last = data?.leadThreads.messages.at(-1)?.message;
        if (last) waiting.get(last)?.(at);
      },
      error: (error) => console.error(`the ${name}'s subscription failed:`, error),
      complete: () => undefined,
    },
  );
  return {
    name,
    token: account.token,
    arrival: (text) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" did not reach the ${name} within ${LOST_AFTER_MS} ms`)), LOST_AFTER_MS);
        waiting.set(text, (at) => {
          clearTimeout(timer);
          waiting.delete(text);
          resolve(at);
        });
      }),
  };
}

/** Writes until a message reaches `to` (its subscription has started), then once more. */
async function warmUp(url: string, thread: string, from: { token: string }, to: Side) {
  for (let attempt = 1; ; attempt++) {
    const text = `Bench warm-up ${attempt} (${Date.now()})`;
    const arrived = to.arrival(text).then(
      () => true,
      () => false,
    );
    await write(url, thread, text, from.token);
    if (await arrived) return;
    if (attempt === 5) throw new Error(`No message reached the ${to.name} in 5 tries: is the reader's gateway listening?`);
  }
}

/** p50, p95 (percentiles.ts, as the other benches report them) and the slowest, in ms. */
function summary(times: number[]) {
  const { median, p95 } = percentiles(times);
  return { p50: median.toFixed(1), p95: p95.toFixed(1), max: Math.max(...times).toFixed(1) };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
