import { startApp, type RunningApp } from './app-server';

/** Starts one app per Jest worker, side by side (see worker-app.ts). */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const apps: RunningApp[] = await Promise.all(Array.from({ length: globalConfig.maxWorkers }, () => startApp()));
  Object.assign(globalThis, { __nivaasE2eApps: apps });
  process.env.E2E_APPS = JSON.stringify(apps.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })));
}
