import { stopApp, type RunningApp } from './app-server';

export default async function globalTeardown() {
  const { __nivaasE2eApps: apps = [], __nivaasE2ePushService: pushService } = globalThis as {
    __nivaasE2eApps?: RunningApp[];
    __nivaasE2ePushService?: { close(): Promise<void> };
  };
  await Promise.all(apps.map((app) => stopApp(app)));
  await pushService?.close();
}
