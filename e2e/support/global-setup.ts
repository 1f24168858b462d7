import { startTestPushService } from '../../gateway/src/test/push-service';
import { startApp, type RunningApp } from './app-server';

/**
 * Starts one app per Jest worker, side by side (see worker-app.ts), and the push service their
 * notifications go to (the tests' own, see push-service.ts: a browser's own push service is on the
 * internet); journeys find it at E2E_PUSH_SERVICE.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const pushService = await startTestPushService();
  const apps: RunningApp[] = await Promise.all(
    Array.from({ length: globalConfig.maxWorkers }, () => startApp({ env: { PUSH_SERVICE_ORIGINS: pushService.origin } })),
  );
  Object.assign(globalThis, { __nivaasE2eApps: apps, __nivaasE2ePushService: pushService });
  process.env.E2E_APPS = JSON.stringify(apps.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })));
  process.env.E2E_PUSH_SERVICE = pushService.origin;
}
