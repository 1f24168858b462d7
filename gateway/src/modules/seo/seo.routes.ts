import { Router, type Response } from 'express';
import { sitemapIndex, urlSet } from './sitemap-xml';
import type { SitemapService } from './sitemap.service';

/**
 * Pages a crawler must stay out of: signed-in screens, the back office, the forms that only make
 * sense for one visitor, and the APIs.
 */
const PRIVATE_PATHS = [
  '/dashboard',
  '/my-properties',
  '/my-leads',
  '/my-enquiries',
  '/shortlist',
  '/add-property',
  '/user-profile',
  '/change-password',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/logout',
  '/graphql',
  '/api/',
];

/** Crawlers may read these for an hour before asking again; listings do not change faster. */
const CACHE_FOR_CRAWLERS = 'public, max-age=3600';

/** robots.txt and the sitemaps (an index, the site's pages, landing pages, listings in parts, blog posts), linking to `origin` (PUBLIC_URL). */
export function seoRoutes(sitemaps: SitemapService, origin: string): Router {
  const router = Router();
  const sendXml = (res: Response, xml: string) => res.type('application/xml').set('Cache-Control', CACHE_FOR_CRAWLERS).send(xml);

  router.get('/robots.txt', (_req, res) => {
    const rules = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`];
    res
      .type('text/plain')
      .set('Cache-Control', CACHE_FOR_CRAWLERS)
      .send(`${rules.join('\n')}\n`);
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const listingParts = await sitemaps.listingSitemapCount();
    const listingPaths = Array.from({ length: listingParts }, (_, index) => `/sitemaps/listings-${index + 1}.xml`);
    sendXml(res, sitemapIndex(origin, ['/sitemaps/pages.xml', '/sitemaps/places.xml', ...listingPaths, '/sitemaps/blog.xml']));
  });

  router.get('/sitemaps/pages.xml', (_req, res) => sendXml(res, urlSet(origin, sitemaps.sitePages())));
  router.get('/sitemaps/places.xml', async (_req, res) => sendXml(res, urlSet(origin, await sitemaps.landingPages())));
  router.get('/sitemaps/blog.xml', async (_req, res) => sendXml(res, urlSet(origin, await sitemaps.blogPages())));

  router.get('/sitemaps/listings-:part.xml', async (req, res) => {
    const part = /^[1-9]\d{0,5}$/.test(req.params.part) ? Number(req.params.part) : 0;
    if (part < 1 || part > (await sitemaps.listingSitemapCount())) {
      res.status(404).type('text/plain').send('No such sitemap.\n');
      return;
    }
    sendXml(res, urlSet(origin, await sitemaps.listingPages(part)));
  });

  return router;
}
