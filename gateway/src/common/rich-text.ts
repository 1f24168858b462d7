import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for rich text that owners and editors write (blog posts, listing descriptions):
 * the formatting the editor can produce, nothing that runs code or loads from other origins
 * except plain images and links.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'span',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'details',
    'summary',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style', 'dir'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    details: ['open'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)(\s+(underline|line-through))?$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links written by users never get access to the opening page.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * Sanitized rich text. With `ownImagePrefix` (the URL prefix of our upload storage), images from
 * anywhere else are dropped: a listing must not load a tracking pixel from another host.
 */
export function sanitizeRichText(html: string, ownImagePrefix?: string): string {
  if (ownImagePrefix === undefined) return sanitizeHtml(html, options).trim();
  const isOwn = (src: string | undefined) => Boolean(src && ownImagePrefix && src.startsWith(ownImagePrefix) && !src.includes('..'));
  return sanitizeHtml(html, { ...options, exclusiveFilter: (frame) => frame.tag === 'img' && !isOwn(frame.attribs.src) }).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of stored rich text, for a page description: block ends become spaces, no tags. */
export function richTextToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|td|th|figcaption)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
