/**
 * Listings this browser has opened, newest first, so "Hide already seen" works without an
 * account (signed-in seekers are also remembered by the server). At most 500 ids are kept.
 */
const KEY = 'nivaas.seenListings';
export const MAX_SEEN = 500;

export function seenListings(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSeen(id: string): void {
  try {
    const ids = [id, ...seenListings().filter((seen) => seen !== id)].slice(0, MAX_SEEN);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: the list just stays as it was.
  }
}
