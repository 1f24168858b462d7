import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A connection to the e2e app's embedded database (user and password of gateway/src/db/
 * embedded.ts; the port from the server's postmaster.pid), for reading what the app stored,
 * such as the mail it kept in its outbox. No test-only route is added to the app for this.
 */
export async function appDatabase(): Promise<Client> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup did not run.');
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new Client({ host: '127.0.0.1', port, user: 'nivaas', password: 'nivaas-embedded', database: 'nivaas' });
  await client.connect();
  return client;
}

/** The newest mail the app kept for an address (SMTP_URL is unset in the journeys). */
export async function latestMailTo(email: string): Promise<{ subject: string; text: string } | undefined> {
  const db = await appDatabase();
  try {
    const { rows } = await db.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email.toLowerCase()],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}
