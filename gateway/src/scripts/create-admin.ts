import 'reflect-metadata';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DomainError } from '../common/errors';
import { loadConfig, repoRoot } from '../config';
import { createDataSource } from '../db/data-source';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../logger';
import { createServices } from '../services';

const USAGE = `Usage: npm run create-admin -- --email <email> [--password <6 to 16 characters>] [--name <full name>]

Creates an admin account, or makes the existing account with that e-mail an admin.
A password is required for a new account; for an existing one it replaces the old password
and signs that account out everywhere.`;

/**
 * `npm run create-admin -- --email ... --password ...`: the only way to make an admin (the public
 * API registers users and owners only). Uses the configured database, like `npm start`.
 */
async function main() {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const { email, password, name, help } = args.values;
  if (help || !email) {
    console.log(USAGE);
    process.exit(help ? 0 : 2);
  }

  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const dataSource = createDataSource(database.url, { poolSize: 2 });
  try {
    await dataSource.initialize();
    await migrate(dataSource);
    const services = createServices(dataSource, config, logger);
    const { user, created } = await services.users.createOrPromoteAdmin({ email, password, name });
    console.log(
      created
        ? `Created the admin account ${user.email} (${user.name}).`
        : `${user.email} is now an admin${password ? ', with the new password' : ''}.`,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const problems = error.problems?.map((p) => `  ${p.field}: ${p.message}`).join('\n') ?? `  ${error.message}`;
    console.error(`The admin was not saved:\n${problems}\n\n${USAGE}`);
    process.exitCode = 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
