/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineListings } from './offline-list';
import { showPushNotices } from './push-notices';
import {
  OFFLINE_CACHES,
  OFFLINE_LIST_PATH,
  OFFLINE_LISTINGS_MAX,
  OFFLINE_READS,
  readKeyPath,
  type ServiceWorkerMessage,
} from './offline-reads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * Nivaas's service worker (issue 34 item 3), built by Workbox (vite-plugin-pwa, injectManifest):
 * the app shell precached (the offline page and the app's page for the screens the browser draws),
 * hashed assets cache-first as they are used, pages network-first with the offline page when
 * neither the network nor a kept copy answers, and the shortlist's and listings' GraphQL reads
 * kept for offline; push notifications shown and opened (push-notices.ts). A new version waits until the app's "Reload" says so: an open page keeps the
 * worker it started with.
 */

const OFFLINE_PAGE = '/offline.html';
/** The page every client-drawn screen starts from (signed-in screens, the shortlist). */
const APP_PAGE = '/index.html';
const ASSETS_MAX = 400;
const PAGES_MAX = 30;
const READS_MAX = 120;
/** A page slower than this offline-ish network comes from its kept copy instead. */
const PAGE_NETWORK_SECONDS = 4;

// Only the precached files by their own names: no '/' served as /index.html (the home page is the
// server's, with its HTML), no '/offline' as /offline.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Signed out: the account's kept answers go with the session.
  if (message?.type === 'FORGET_ACCOUNT') event.waitUntil(caches.delete(OFFLINE_CACHES.reads));
});

showPushNotices();

// The offline page's list of the listings kept, read from the caches here (public/offline.js asks).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === OFFLINE_LIST_PATH,
  async () => Response.json(await offlineListings()),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: ASSETS_MAX, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/property/'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.listings,
    networkTimeoutSeconds: PAGE_NETWORK_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LISTINGS_MAX, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: PAGES_MAX, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/graphql' && request.method === 'POST',
  async ({ request }) => {
    // Uploads (multipart) and the like pass untouched: only JSON bodies name an operation to keep.
    if (!request.headers.get('content-type')?.includes('application/json')) return fetch(request);
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { operationName?: string; variables?: unknown } | null;
    if (!body?.operationName || !OFFLINE_READS.has(body.operationName)) return fetch(request);
    const key = await readKey(body.operationName, body.variables, request.headers.get('authorization'));
    const expiration = new CacheExpiration(OFFLINE_CACHES.reads, { maxEntries: READS_MAX });
    try {
      const response = await fetch(request);
      if (response.ok && !(await hasErrors(response.clone()))) {
        const cache = await caches.open(OFFLINE_CACHES.reads);
        await cache.put(key, response.clone());
        await expiration.updateTimestamp(key);
        await expiration.expireEntries();
      }
      return response;
    } catch (error) {
      const kept = await caches.match(key, { cacheName: OFFLINE_CACHES.reads });
      if (kept) return kept;
      throw error;
    }
  },
  'POST',
);

// Nothing answered a page: the screens the app draws itself start from its page (their data
// may be kept), any other page is the offline page, which says what can be read.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const path = new URL(request.url).pathname;
  const fallback = APP_DRAWN.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? APP_PAGE : OFFLINE_PAGE;
  return (await matchPrecache(fallback)) ?? Response.error();
});

/**
 * Screens the app can draw from kept reads when their page itself was never kept: the shortlist,
 * and a listing opened inside the app (its read kept, its page never fetched as a page).
 */
const APP_DRAWN = ['/shortlist', '/property'];

/** A kept read's key: the operation, its variables and (hashed) whose session asked. */
async function readKey(operation: string, variables: unknown, authorization: string | null): Promise<string> {
  const who = authorization ? await sha256(authorization) : 'anonymous';
  const query = new URLSearchParams({ variables: JSON.stringify(variables ?? {}), who });
  return `${self.location.origin}${readKeyPath(operation)}?${query}`;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function hasErrors(response: Response): Promise<boolean> {
  const answer = (await response.json().catch(() => null)) as { errors?: unknown[] } | null;
  return !answer || Boolean(answer.errors?.length);
}
