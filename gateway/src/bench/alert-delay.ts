import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { freePort } from '../db/embedded';
import { listingInput } from '../test/listing-input';
import { startTestPushService } from '../test/push-service';
import { benchGraphql as graphql, benchSignIn, openBenchDatabase, requireBuiltGateway, startGateway } from './bench-gateways';
import { percentiles } from './percentiles';

/**
 * `npm run bench:alerts` (issue 34 item 2): how long after an admin approves a listing its saved
 * search's instant alert is in the outbox, and its push notification at the seeker's device (the
 * tests' push service, on this machine, so the time excludes a real push service's own). One built gateway (its job queue on) on a temporary
 * embedded PostgreSQL with the sample data (or BENCH_DATABASE_URL's server), new listings held for
 * review; the sample seeker saves an instant search that only the bench's listings match. For each
 * listing: the owner posts it (pending), the admin approves it, and the time runs from sending the
 * approval until its alert mail is stored (read from the database every 10 ms) and until its
 * push, checked and decrypted as the device would, has arrived.
 * Options: --listings N (30).
 */

const args = process.argv.slice(2);
const LISTINGS = Number(args[args.indexOf('--listings') + 1] ?? 30) || 30;
const OWNER = { email: 'owner@nivaas.in', password: 'Owner@12345' };
const SEEKER = { email: 'user@nivaas.in', password: 'User@12345' };
const ADMIN = { email: 'admin@nivaas.in', password: 'Admin@12345', role: 'admin' };
/** An alert not stored within this counts as lost, and the run fails. */
const LOST_AFTER_MS = 30_000;

async function main() {
  requireBuiltGateway();
  const database = await openBenchDatabase();
  let gateway: ChildProcess | undefined;
  const db = new Client({ connectionString: database.url });
  const pushService = await startTestPushService();
  try {
    const port = await freePort();
    gateway = await startGateway(database.url, port, {
      SEED: 'true',
      REVIEW_NEW_LISTINGS: 'true',
      SAVED_SEARCH_ALERTS: 'true',
      PUSH_SERVICE_ORIGINS: pushService.origin,
    });
    const url = `http://127.0.0.1:${port}/graphql`;
    await db.connect();
    const [owner, seeker, admin] = (await Promise.all([OWNER, SEEKER, ADMIN].map((account) => benchSignIn(url, account)))).map(
      (session) => session.token,
    );
    const phone = pushService.device();
    await graphql(
      url,
      `
        mutation ($subscription: PushSubscriptionInput!) {
          subscribeToPush(subscription: $subscription)
        }
      `,
      {
        subscription: phone.subscription,
      },
      seeker,
    );
    const { pushPublicKey } = await graphql<{ pushPublicKey: string }>(url, '{ pushPublicKey }', {}, seeker);
    const pushCount = async () => (await pushService.received(phone, pushPublicKey)).length;
    const word = `Benchalert${Date.now().toString(36)}`;
    const { saveSearch } = await graphql<{ saveSearch: { savedSearch: { id: string } } }>(
      url,
      `
        mutation ($name: String!, $query: String!) {
          saveSearch(name: $name, query: $query) {
            savedSearch {
              id
            }
          }
        }
      `,
      { name: word, query: `q=${word}` },
      seeker,
    );
    await graphql(
      url,
      `
        mutation ($id: ID!) {
          setSavedSearchAlerts(id: $id, frequency: instant, bySms: false) {
            id
          }
        }
      `,
      { id: saveSearch.savedSearch.id },
      seeker,
    );

    const delays: number[] = [];
    const pushDelays: number[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      const title = `${word} PG number ${i + 1}`;
      const { addProperty } = await graphql<{ addProperty: { id: string; status: string } }>(
        url,
        `
          mutation ($input: PropertyInput!) {
            addProperty(input: $input) {
              id
              status
            }
          }
        `,
        { input: listingInput({ title, description: '<p>A bench listing.</p>' }) },
        owner,
      );
      if (addProperty.status !== 'pending') throw new Error(`A new listing should wait for review; it is ${addProperty.status}`);
      const alertsBefore = await alertCount(db, word);
      const pushesBefore = await pushCount();
      const sent = performance.now();
      await graphql(
        url,
        `
          mutation ($id: ID!) {
            setPropertyStatus(id: $id, status: approved) {
              status
            }
          }
        `,
        { id: addProperty.id },
        admin,
      );
      let mailed: number | undefined;
      let pushed: number | undefined;
      while (mailed === undefined || pushed === undefined) {
        if (mailed === undefined && (await alertCount(db, word)) > alertsBefore) mailed = performance.now() - sent;
        if (pushed === undefined && (await pushCount()) > pushesBefore) pushed = performance.now() - sent;
        if (performance.now() - sent > LOST_AFTER_MS) throw new Error(`No alert (mail and push) for "${title}" within ${LOST_AFTER_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      delays.push(mailed);
      pushDelays.push(pushed);
    }

    const row = (name: string, values: number[]) => {
      const { median, p95 } = percentiles(values);
      return `| ${name} | ${median.toFixed(0)} | ${p95.toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
    };
    const load = os.loadavg()[0].toFixed(2);
    console.log(`\n${LISTINGS} listings approved one at a time, one instant saved search (load average ${load}).\n`);
    console.log('| from approval to the instant alert | p50 (ms) | p95 (ms) | max (ms) |');
    console.log('|---|---|---|---|');
    console.log(row('mail in the outbox', delays));
    console.log(row('push at the device', pushDelays));
  } finally {
    await db.end().catch(() => undefined);
    if (gateway) {
      const running = gateway;
      running.kill('SIGTERM');
      await new Promise((resolve) => (running.exitCode === null ? running.once('exit', resolve) : resolve(null)));
    }
    await database.drop();
    await pushService.close();
  }
}

/** The alert mails stored so far for the bench's saved search (their subject names it). */
async function alertCount(db: Client, word: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(`SELECT count(*) FROM mail_outbox WHERE subject LIKE $1`, [`%“${word}”`]);
  return Number(rows[0].count);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
