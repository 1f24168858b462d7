import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../../../shared/domain/early-taps';
import { headTags, pageTitle, scriptJson, type PageMeta } from '../../../../shared/domain/page-meta';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../../../shared/domain/runtime-config';

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
    ...headTags(meta).map(
      (tag) =>
        `<${tag.tag} ${tag.keyAttribute}="${escapeHtml(tag.key)}" ${tag.valueAttribute}="${escapeHtml(tag.value)}"${attributesHtml(tag.attributes)} />`,
    ),
    ...(meta.structuredData ? [`<script type="application/ld+json" data-page>${scriptJson(meta.structuredData)}</script>`] : []),
  ];
  // A page without a description of its own (a 404) keeps the site's.
  const withoutSiteDescription = meta.description ? indexHtml.replace(/<meta name="description"[^>]*>\s*/, '') : indexHtml;
  return withoutSiteDescription.replace(/<title>[\s\S]*?<\/title>/, () => tags.join('\n    '));
}

/**
 * The shell with a page the server rendered (server-render.ts): its HTML in the app's root
 * element, before it the sprite of its icons' shapes, and after it the data the browser hydrates it with; its styles at the end of the head
 * (after the app's stylesheet, whose theme they build on). The page reads without JavaScript now,
 * so the notice saying it needs JavaScript goes. Before it, the script that holds taps on its
 * buttons until its code has taken over (shared/domain/early-taps.ts).
 */
export function withRenderedPage(shellHtml: string, page: { html: string; styles: string; sprite: string; hydration: string }): string {
  return shellHtml
    .replace('</head>', () => `${page.styles}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '<div id="root"></div>',
      () => `<script>${EARLY_TAPS_SCRIPT}</script>${page.sprite}<div id="root">${page.html}</div>${page.hydration}`,
    );
}

/** The page's one inline script (taps held until React takes over), allowed by its hash in the CSP. */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The site settings written into the page as data (web/src/config.ts reads them) in place of the
 * script that fetches them: one request fewer before the first paint.
 */
export function withRuntimeConfig(indexHtml: string, config: RuntimeConfig): string {
  return indexHtml.replace(
    /<script src="\/runtime-config\.js"><\/script>/,
    () => `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`,
  );
}
