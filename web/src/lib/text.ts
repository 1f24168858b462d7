/** Cuts text to `max` characters, adding "..." only when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The first `count` words of text, adding "..." only when something was cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|td|th|figcaption|summary)>|<br\s*\/?>/gi;

/**
 * The visible text of an HTML fragment, with blocks separated by a space (so a heading and
 * the paragraph after it do not run together). DOMParser documents are inert: nothing runs.
 */
export function stripHtml(html: string): string {
  const spaced = html.replace(BLOCK_END, (tag) => `${tag} `);
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** "dashes-and-words" -> "Dashes And Words" (breadcrumb labels). */
export function titleCaseSegment(segment: string): string {
  return decodeURIComponent(segment)
    .replace(/-/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
