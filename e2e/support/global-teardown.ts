import { rmSync } from 'node:fs';
import { stopApp, type RunningApp } from './app-server';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown() {
  const app = (globalThis as { __nivaasE2eApp?: RunningApp }).__nivaasE2eApp;
  if (app) await stopApp(app);
  rmSync(STATE_FILE, { force: true });
}
