import { stopApp, type RunningApp } from './app-server';

export default async function globalTeardown() {
  const apps = (globalThis as { __nivaasE2eApps?: RunningApp[] }).__nivaasE2eApps ?? [];
  await Promise.all(apps.map((app) => stopApp(app)));
}
