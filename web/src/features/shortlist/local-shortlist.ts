import { SHORTLIST_MAX } from '../../../../shared/domain/shortlist';

/**
 * The shortlist of a visitor who is not signed in: listing ids in this browser's local storage,
 * newest first, at most SHORTLIST_MAX. It is merged into the account at sign-in, then cleared.
 * Components follow it through `subscribeLocalShortlist` (other tabs too, via the storage event).
 */
const KEY = 'nivaas.shortlist';
const listeners = new Set<() => void>();
/** The empty shortlist, one array (see use-local-shortlist.ts). */
export const EMPTY: string[] = [];
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: EMPTY };

export function localShortlist(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = EMPTY;
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(stored)) ids = stored.filter((id): id is string => typeof id === 'string').slice(0, SHORTLIST_MAX);
  } catch {
    // Not ours or damaged: start again.
  }
  cache = { raw, ids };
  return ids;
}

export function writeLocalShortlist(ids: readonly string[]): void {
  try {
    if (ids.length) window.localStorage.setItem(KEY, JSON.stringify(ids.slice(0, SHORTLIST_MAX)));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or full storage: the shortlist stays as it was.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeLocalShortlist(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
