import type { Page } from 'playwright-core';
import type { PushNotice } from '../../shared/domain/push';
import { openPush, testPushDevice, type ReceivedPush, type TestPushDevice } from '../../gateway/src/test/push-service';
import { eventually } from './eventually';

/**
 * Push notifications in the journeys. A browser's own push service is on the internet (and
 * Chromium has no Push API in a private window), so a device subscribes at the tests' push
 * service (global-setup.ts), the journey reads what the app sent there as the browser would
 * (signature checked, payload decrypted with the device's key), and hands it to the page's
 * service worker through the DevTools protocol, as the push service would have.
 */
export function pushDevice(): TestPushDevice {
  const origin = process.env.E2E_PUSH_SERVICE;
  if (!origin) throw new Error('E2E_PUSH_SERVICE is not set: the e2e global setup did not run.');
  return testPushDevice(origin);
}

/** The notices the device has received so far, waiting up to 20 s for at least `count`. */
export async function pushesTo(device: TestPushDevice, siteKey: string, count = 1): Promise<PushNotice[]> {
  const kept = await eventually(
    async () => (await (await fetch(device.subscription.endpoint)).json()) as ReceivedPush[],
    (pushes) => pushes.length >= count,
    20_000,
  );
  return kept.map((push) => openPush(device, push, siteKey));
}

/** Delivers `notice` to the page's service worker as its push service would, and answers the notifications it shows. */
export async function deliverToWorker(page: Page, notice: PushNotice) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const devtools = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await devtools.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  // A device with notifications on has the user's permission to show them.
  await page.context().grantPermissions(['notifications'], { origin });
  const registration = await eventually(
    async () => registrations.find((found) => found.scopeURL === `${origin}/` && !found.isDeleted),
    (found) => found !== undefined,
  );
  if (!registration) throw new Error('the page has no service worker registration');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify(notice),
  });
  return eventually(
    () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
          title,
          body,
          tag,
          url: (data as { url?: string } | null)?.url,
        })),
      ),
    (shown) => shown.length > 0,
  );
}
