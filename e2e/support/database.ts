import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { eventually } from './eventually';
import { workerApp } from './worker-app';

/**
 * A connection to this worker's app's embedded database (user and password of gateway/src/db/
 * embedded.ts; the port from the server's postmaster.pid), for reading what the app stored,
 * such as the mail it kept in its outbox. No test-only route is added to the app for this.
 */
async function appDatabase(): Promise<Client> {
  const { dataDir } = workerApp();
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new Client({ host: '127.0.0.1', port, user: 'nivaas', password: 'nivaas-embedded', database: 'nivaas' });
  await client.connect();
  return client;
}

/** The rows of one query on the app's database, on a connection of its own. */
export async function fromDatabase<T>(query: string, values: unknown[] = []): Promise<T[]> {
  const db = await appDatabase();
  try {
    return (await db.query(query, values)).rows as T[];
  } finally {
    await db.end();
  }
}

/** The first approved listing of the sample owner (oldest first, or newest first). */
export async function sampleOwnersListing(
  order: 'oldest' | 'newest' = 'oldest',
): Promise<{ id: string; title: string; ownerNumber: string }> {
  const [listing] = await fromDatabase<{ id: string; title: string; ownerNumber: string }>(
    `SELECT p.id, p.title, u.contact_number AS "ownerNumber" FROM properties p JOIN users u ON u.id = p.owner_id
      WHERE u.email = 'owner@nivaas.in' AND p.status = 'approved' ORDER BY p.created_at ${order === 'oldest' ? 'ASC' : 'DESC'} LIMIT 1`,
  );
  return listing;
}

interface OutboxMail {
  subject: string;
  text: string;
}

/** The newest mail the app kept for an address (SMTP_URL is unset in the journeys), if any yet. */
export async function latestMailTo(email: string): Promise<OutboxMail | undefined> {
  const [mail] = await fromDatabase<OutboxMail>(
    'SELECT subject, text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email.toLowerCase()],
  );
  return mail;
}

/** The newest mail to an address with this subject, waiting for the mail queue to put it in the outbox. */
export async function outboxMail(to: string, subject: string): Promise<OutboxMail | undefined> {
  const read = async () =>
    (
      await fromDatabase<OutboxMail>(
        'SELECT subject, text FROM mail_outbox WHERE to_address = $1 AND subject = $2 ORDER BY created_at DESC LIMIT 1',
        [to.toLowerCase(), subject],
      )
    )[0];
  return eventually(read, (mail) => mail !== undefined);
}
