/// <reference lib="webworker" />
import { noticeOf, screenOf } from '../lib/push-notice';

declare const self: ServiceWorkerGlobalScope;

/** The icon beside each notification: the app's own, made from the logo at build time. */
const ICON = '/icons/icon-192.png';

/**
 * Push notifications (issue 34 item 4): a push from the gateway (encrypted for this browser, so
 * nobody else can send one) is shown at once; tapping it opens the screen it names, in the tab
 * already showing it or a new one (never navigating a tab the user is typing in).
 */
export function showPushNotices(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const notice = noticeOf(readJson(event.data));
    if (!notice) return;
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: ICON,
        badge: ICON,
        data: { url: notice.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: unknown };
    event.waitUntil(openScreen(screenOf(url, self.location.origin)));
  });
}

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

/** Focuses the tab already showing `target`, or opens it in a new one. */
async function openScreen(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  await self.clients.openWindow(target);
}
