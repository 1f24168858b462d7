/// <reference lib="webworker" />
import { OFFLINE_CACHES, readKeyPath } from './offline-reads';

/** A listing the offline page links to. */
interface OfflineListing {
  path: string;
  title: string;
}

/**
 * The listings kept to read offline, which the offline page lists (public/offline.js): the pages
 * opened (OFFLINE_CACHES.listings, named by their title) and the listings opened inside the app
 * (their PropertyDetail read in OFFLINE_CACHES.reads), newest first, each once.
 */
export async function offlineListings(): Promise<OfflineListing[]> {
  const [pages, reads] = await Promise.all([keptPages(), keptReads()]);
  const seen = new Set<string>();
  // Each cache lists its oldest first: newest first, a listing kept both ways once.
  return [...pages, ...reads].reverse().filter((entry): entry is OfflineListing => {
    if (!entry || seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

async function keptPages(): Promise<Array<OfflineListing | null>> {
  const cache = await caches.open(OFFLINE_CACHES.listings);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return response ? { path: new URL(request.url).pathname, title: titleOf(await response.text()) } : null;
    }),
  );
}

async function keptReads(): Promise<Array<OfflineListing | null>> {
  const cache = await caches.open(OFFLINE_CACHES.reads);
  const requests = await cache.keys();
  const details = requests.filter((request) => new URL(request.url).pathname === readKeyPath('PropertyDetail'));
  return Promise.all(
    details.map(async (request) => {
      const response = await cache.match(request);
      const answer = (await response?.json()) as { data?: { property?: { id: string; title: string } | null } } | null | undefined;
      const listing = answer?.data?.property;
      return listing ? { path: `/property/${listing.id}`, title: listing.title } : null;
    }),
  );
}

/** A listing page's title as text, without the site's name after it. */
function titleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return decodeHtml(match?.[1] ?? 'A listing').replace(/\s*\|\s*Nivaas\s*$/, '');
}

const NAMED_CHARACTERS: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of HTML with character references (the gateway escapes & < > " ' in a title: public-pages/web-page.ts). */
function decodeHtml(html: string): string {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal ?? hex) {
      const code = decimal ? Number(decimal) : parseInt(hex as string, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_CHARACTERS[name as string] ?? reference;
  });
}
