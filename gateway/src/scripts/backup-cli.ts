import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BackupRefused } from '../db/backup-format';
import { openDatabase, type OpenDatabase } from '../db/open-database';
import { loadConfig, repoRoot, type Config } from '../config';
import { createLogger } from '../logger';

/** The configured database (embedded from DATA_DIR, or DATABASE_URL), as `npm start` opens it. */
export async function openConfiguredDatabase(command: 'backup' | 'restore'): Promise<{ config: Config; database: OpenDatabase }> {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const postgresDir = path.join(config.dataDir, 'postgres');
  if (!config.databaseUrl && command === 'backup' && !existsSync(path.join(postgresDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up. Set DATA_DIR or DATABASE_URL.`);
  }
  try {
    return { config, database: await openDatabase(config, createLogger(config)) };
  } catch (error) {
    // Two servers cannot share a data folder: the app's own server holds it while it runs.
    if (!config.databaseUrl && serverRunsOn(postgresDir)) {
      throw new BackupRefused(
        `The embedded database in ${config.dataDir} is in use. Stop Nivaas (npm start) first, then run npm run ${command} again.`,
      );
    }
    throw error;
  }
}

function serverRunsOn(postgresDir: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(path.join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
    if (!(pid > 0)) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A path the operator typed, relative to where they ran npm (npm runs workspace scripts in gateway/). */
export function operatorPath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/** Runs a command's main: refusals are one clear message and exit code 1, never a stack. */
export function runCommand(main: () => Promise<void>): void {
  void main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : '';
    // earthdistance is not a trusted extension: a role that is not a superuser cannot create it.
    const extension = /permission denied to create extension "([^"]+)"/.exec(message)?.[1];
    if (extension) {
      console.error(
        `The database's role may not create the extension ${extension}, so nothing was restored. A superuser creates it once in ` +
          `that database (psql -d <database> -c 'CREATE EXTENSION IF NOT EXISTS ${extension} CASCADE'), then run this again ` +
          '(README: On a PostgreSQL server).',
      );
    } else {
      const known = error instanceof BackupRefused || /did not start|belongs to another Nivaas process/.test(message);
      console.error(known ? message : error);
    }
    process.exit(1);
  });
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
