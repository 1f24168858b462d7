/**
 * The GraphQL reads the service worker keeps for offline use (issue 34 item 3): the session and
 * the shortlist (ids, cards, removed entries), and a listing's page. Written once here: the worker
 * caches them, and the app's sign-out asks it to forget those of the account.
 */
export const OFFLINE_READS: ReadonlySet<string> = new Set([
  'Me',
  'ShortlistIds',
  'ShortlistListings',
  'ShortlistRemoved',
  'PropertyDetail',
]);

/** The caches the worker fills as pages are used (the app shell's precache is Workbox's own). */
export const OFFLINE_CACHES = {
  /** Hashed scripts, styles and fonts: they never change, so each is kept once fetched. */
  assets: 'nivaas-assets',
  /** Pages opened (their HTML), for reading them again offline. */
  pages: 'nivaas-pages',
  /** The last listing pages opened, which the offline page lists. */
  listings: 'nivaas-listings',
  /** Answers of OFFLINE_READS, by operation, variables and account. */
  reads: 'nivaas-reads',
} as const;

/** Where a kept read lives in OFFLINE_CACHES.reads: its operation's path (its key adds variables and account). */
export const readKeyPath = (operation: string) => `/__offline-reads/${operation}`;

/**
 * The address the offline page (public/offline.js) asks for its list of the listings kept: the
 * worker answers it from its caches, so only the worker knows their names and keys.
 */
export const OFFLINE_LIST_PATH = '/offline-pages.json';

/** How many listings opened are kept to read offline (the number). */
export const OFFLINE_LISTINGS_MAX = 20;

/** What the app tells the worker. */
export type ServiceWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'FORGET_ACCOUNT' };
