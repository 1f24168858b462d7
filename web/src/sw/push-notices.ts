/// <reference lib="webworker" />
import type { PushNotice } from '../../../shared/domain/push';

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
    const notice = readNotice(event.data);
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
    event.waitUntil(openScreen(typeof url === 'string' ? url : '/'));
  });
}

/** A notice as the gateway sends it, or nothing when the payload is not one. */
function readNotice(data: PushMessageData | null): PushNotice | null {
  try {
    const notice = data?.json() as Partial<PushNotice> | undefined;
    if (typeof notice?.title !== 'string' || typeof notice.url !== 'string') return null;
    return { title: notice.title, body: String(notice.body ?? ''), url: notice.url, tag: String(notice.tag ?? '') };
  } catch {
    return null;
  }
}

async function openScreen(path: string): Promise<void> {
  // Only a path of this site opens: a notice never takes the user elsewhere.
  const target = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  await self.clients.openWindow(target);
}
