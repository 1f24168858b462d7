/**
 * Plain text out of the app's texts, the same in the browser and in the gateway (a listing card's
 * description is cut on the server, a blog card's in the browser).
 */

/** Cuts text to `max` characters, adding "..." only when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|td|th|figcaption|summary)>|<br\s*\/?>/gi;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#x[\da-f]+|#\d+|[a-z]+);/gi;

function decodeEntity(match: string, entity: string): string {
  if (entity[0] !== '#') return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * The visible text of an HTML fragment (the gateway's sanitised rich text), with blocks separated
 * by a space (so a heading and the paragraph after it do not run together). Plain string work,
 * nothing is parsed or run, and the server's render gives the same text as the browser's.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(BLOCK_END, (tag) => `${tag} `)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, decodeEntity);
  return text.replace(/\s+/g, ' ').trim();
}
