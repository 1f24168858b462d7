import type { ServiceWorkerMessage } from '../sw/offline-reads';

/**
 * Signed out: this device forgets the account. The service worker drops what it kept for offline
 * reading (its session and shortlist answers, src/sw/sw.ts), and the push subscription ends, so
 * the account's notifications stop here (the gateway forgets it at its push service's 410).
 * Nothing to do without a worker.
 */
export function forgetAccountOnDevice(): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  worker?.postMessage({ type: 'FORGET_ACCOUNT' } satisfies ServiceWorkerMessage);
  // Loaded on sign-out only: every page's first download stays without it.
  void import('./push-device').then(({ unsubscribePushDevice }) => unsubscribePushDevice()).catch(() => undefined);
}
