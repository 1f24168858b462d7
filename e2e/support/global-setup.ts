import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from './app-server';
import { chromiumPath } from './chromium';

export const STATE_FILE = path.join(os.tmpdir(), `nivaas-e2e-${process.pid}.json`);

export default async function globalSetup() {
  chromiumPath(); // Fail early, with the install hint, when there is no browser.
  const app = await startApp();
  Object.assign(globalThis, { __nivaasE2eApp: app });
  process.env.E2E_BASE_URL = app.baseUrl;
  // Journeys read what the app stored (the mail outbox) from its embedded database.
  process.env.E2E_DATA_DIR = app.dataDir;
  writeFileSync(STATE_FILE, JSON.stringify({ baseUrl: app.baseUrl }));
}
