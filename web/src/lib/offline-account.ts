import type { ServiceWorkerMessage } from '../sw/offline-reads';

/**
 * Signed out: the service worker forgets what it kept of the account for offline reading (its
 * session and shortlist answers, src/sw/sw.ts). Nothing to do without a worker.
 */
export function forgetAccountOffline(): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  worker?.postMessage({ type: 'FORGET_ACCOUNT' } satisfies ServiceWorkerMessage);
}
