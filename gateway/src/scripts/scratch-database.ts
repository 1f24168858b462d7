import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';

/**
 * A throwaway empty database for tooling (migration generation): a new database on the
 * DATABASE_URL server when set, else a temporary embedded cluster. `drop` removes it all.
 */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nivaas_scratch_${process.pid}_${Date.now()}`;
  if (process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-scratch-'));
  const server = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  return {
    url: server.urlFor('postgres'),
    drop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
