import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * A server left running by a Nivaas process that died hard (kill -9, the OOM killer) keeps its
 * data folder locked. postmaster.pid names the server; a file beside the data folder names the
 * Nivaas process that started it, so the next start can tell an orphan from a live neighbour.
 */
const ownerFile = (dataDir: string) => `${dataDir}.owner.pid`;

export async function recordOwner(dataDir: string): Promise<void> {
  await writeFile(ownerFile(dataDir), `${process.pid}\n`);
}

export async function forgetOwner(dataDir: string): Promise<void> {
  await rm(ownerFile(dataDir), { force: true });
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the `postgres` user when running as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux only (/proc); elsewhere undefined and the owner file alone decides. */
function procInfo(pid: number): { parent: number; commandLine: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { parent, commandLine: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') };
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * Before a start: stops a server on `dataDir` whose Nivaas process is gone; refuses (with the
 * other process's pid) when that process is still alive; does nothing when no server runs.
 */
export async function stopOrphanedServer(dataDir: string, logger?: Logger): Promise<void> {
  const serverPid = readPid(path.join(dataDir, 'postmaster.pid'));
  if (!serverPid || !isAlive(serverPid)) return;
  const info = procInfo(serverPid);
  // A reused pid is some other program, not our server: PostgreSQL replaces the stale file itself.
  if (info && !info.commandLine.includes(dataDir)) return;
  const ownerPid = existsSync(ownerFile(dataDir)) ? readPid(ownerFile(dataDir)) : undefined;
  const ownerAlive = ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid) && (!info || info.parent === ownerPid);
  if (ownerAlive) {
    throw new Error(
      `The embedded PostgreSQL server in ${dataDir} belongs to another Nivaas process (pid ${ownerPid}) that is still running. Stop that one first.`,
    );
  }
  logger?.warn({ pid: serverPid, dataDir }, 'stopping a PostgreSQL server left running by a Nivaas process that ended without stopping it');
  process.kill(serverPid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  if (await waitForExit(serverPid, 10_000)) return;
  process.kill(serverPid, 'SIGQUIT'); // immediate shutdown; recovery runs on the next start
  if (!(await waitForExit(serverPid, 5_000)))
    throw new Error(
      `The embedded PostgreSQL server in ${dataDir} (pid ${serverPid}) was left running by an earlier Nivaas process and did not stop.`,
    );
}
