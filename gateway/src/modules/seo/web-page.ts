import { headTags, pageTitle, type PageMeta } from '../../../../shared/domain/page-meta';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const attributesHtml = (attributes: Record<string, string> = {}) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/**
 * The built index.html with the page's own title and head tags in place of the site-wide title
 * and description, so the HTML says what the page is before any JavaScript runs.
 */
export function withPageHead(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(pageTitle(meta.title))}</title>`,
    ...headTags(meta).map((tag) => `<${tag.tag} ${tag.keyAttribute}="${escapeHtml(tag.key)}" ${tag.valueAttribute}="${escapeHtml(tag.value)}"${attributesHtml(tag.attributes)} />`),
    // "<" escaped so no text in the data can close the script element.
    ...(meta.structuredData ? [`<script type="application/ld+json" data-page>${JSON.stringify(meta.structuredData).replace(/</g, '\\u003c')}</script>`] : []),
  ];
  return indexHtml.replace(/<meta name="description"[^>]*>\s*/, '').replace(/<title>[\s\S]*?<\/title>/, () => tags.join('\n    '));
}

/**
 * The shell with a page the server rendered (server-render.ts): its HTML in the app's root
 * element, and beside it the data the browser hydrates it with. The page reads without
 * JavaScript now, so the notice saying it needs JavaScript goes.
 */
export function withRenderedPage(shellHtml: string, page: { html: string; hydration: string }): string {
  return shellHtml
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.hydration}`);
}
