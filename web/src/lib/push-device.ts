/**
 * This browser's side of push notifications (issue 34 item 4): whether it can show them, and its
 * subscription with the site's service worker. The gateway keeps the other side (subscribeToPush).
 */

export type PushSupport = 'supported' | 'unsupported';

/** The worker that receives pushes: registered by app/service-worker.ts in production builds only. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

export async function pushSupport(): Promise<PushSupport> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return (await workerRegistration()) ? 'supported' : 'unsupported';
}

/** The browser's current subscription, if notifications are on here. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await workerRegistration())?.pushManager.getSubscription()) ?? null;
}

/** How long the browser's push service may take to register this device before the user is told. */
const SUBSCRIBE_SECONDS = 20;

/** The browser's push service never answered (offline, or blocked by a network). */
export class PushServiceSilent extends Error {}

/** Asks the user (once) and subscribes with the site's key; null when the user refuses. */
export async function subscribePushDevice(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await workerRegistration();
  if (!registration) return null;
  // The browser registers with its push service (Chrome: Google's) first: unreachable, it can wait for ever.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushServiceSilent()), SUBSCRIBE_SECONDS * 1000);
  });
  try {
    return await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }),
      silent,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the gateway needs of a subscription: its endpoint and the keys to encrypt for it. */
export function subscriptionInput(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}

/**
 * Ends this device's subscription (signed out, or turned off): its push service then refuses the
 * gateway's next notice for it (410), and the gateway forgets it.
 */
export async function unsubscribePushDevice(): Promise<void> {
  await (await currentPushSubscription())?.unsubscribe();
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
