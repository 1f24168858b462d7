import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';

/** What the benchmarks start: the built gateway (`npm run build -w gateway`), as production runs it. */
const GATEWAY_MAIN = path.join(repoRoot, 'gateway', 'dist', 'gateway', 'src', 'main.js');

export function requireBuiltGateway(): void {
  if (!existsSync(GATEWAY_MAIN)) throw new Error('Build the gateway first (the bench scripts do: npm run build -w gateway).');
}

export async function openBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const name = `nivaas_bench_${process.pid}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new Client({ connectionString: server });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-bench-'));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const admin = new Client({ connectionString: embedded.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE nivaas_bench');
  await admin.end();
  return {
    url: embedded.urlFor('nivaas_bench'),
    drop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The built gateway on the benchmark database, as production runs it (no sample data).
 * BENCH_GATEWAY_NODE_OPTIONS adds Node options to it (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startGateway(databaseUrl: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const nodeOptions = process.env.BENCH_GATEWAY_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeOptions, GATEWAY_MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The gateway exited during start-up (see above).');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The gateway did not become healthy within a minute.');
}

/** One GraphQL operation on a bench gateway, as the holder of `token`; fails naming the errors. */
export async function benchGraphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${query.slice(0, 60)}... answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A sample account's session on a bench gateway (`role: 'admin'` for the admin's). */
export async function benchSignIn(url: string, account: { email: string; password: string; role?: string }): Promise<{ token: string }> {
  const data = await benchGraphql<{ login: { token: string } }>(url, `mutation ($input: LoginInput!) { login(input: $input) { token } }`, {
    input: account,
  });
  return data.login;
}
