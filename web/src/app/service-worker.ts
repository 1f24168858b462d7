import type { ServiceWorkerMessage } from '../sw/offline-reads';

const NEW_VERSION_MESSAGE = 'A new version of Nivaas is ready.';

/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so it
 * never competes with the page's own first requests; offers a new version with a Reload button
 * and swaps only when asked, so an open page is never changed under the user. main.tsx and the
 * islands' script (public-pages/islands-main.tsx) load this module after the page's load event, in production
 * builds (the dev server has no worker). `showToasts`: on a page of islands, what mounts the
 * toasts' root first (it is mounted only once an island wakes).
 */
export function registerServiceWorker({ showToasts }: { showToasts?: () => Promise<void> } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const offer = (waiting: ServiceWorker) => void (showToasts?.() ?? Promise.resolve()).then(() => offerReload(waiting));
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => watchForNewVersions(registration, offer))
    .catch(() => undefined);
}

function watchForNewVersions(registration: ServiceWorkerRegistration, offer: (waiting: ServiceWorker) => void): void {
  // No worker controls the page on the first visit: the one installing is the first, not a new version.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
}

/** The toast that offers the new version; its code loads only then (not with every page's registration). */
async function offerReload(waiting: ServiceWorker): Promise<void> {
  const { toaster } = await import('../components/toaster');
  toaster.create({
    type: 'info',
    title: 'New version',
    description: NEW_VERSION_MESSAGE,
    duration: Infinity,
    closable: true,
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        tell(waiting, { type: 'SKIP_WAITING' });
      },
    },
  });
}

function tell(worker: ServiceWorker, message: ServiceWorkerMessage): void {
  worker.postMessage(message);
}
