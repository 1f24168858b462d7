import type { SitemapPage } from './sitemap.service';

/** The five characters XML requires escaped in text. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

const lastmod = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** A sitemaps.org `urlset` of pages on the site at `origin`. */
export function urlSet(origin: string, pages: SitemapPage[]): string {
  const urls = pages.map((page) => `<url><loc>${escapeXml(origin + page.path)}</loc>${lastmod(page.lastModified)}</url>`);
  return xmlDocument(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}

/** A sitemaps.org `sitemapindex` pointing at the given sitemap paths. */
export function sitemapIndex(origin: string, sitemapPaths: string[]): string {
  const entries = sitemapPaths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return xmlDocument(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
}

const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
