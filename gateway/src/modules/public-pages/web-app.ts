import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type Request } from 'express';
import type { PageMeta } from '../../../../shared/domain/page-meta';
import type { RuntimeConfig } from '../../../../shared/domain/runtime-config';
import type { PageHead, PageHeads } from './page-heads';
import type { ServerRenderer } from './server-render';
import { withPageHead, withRenderedPage, withRuntimeConfig } from './web-page';

// A page route answers HTML to any Accept that allows it: browsers, and curl, uptime monitors and
// link previews that accept any type.
const acceptsPage = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') === 'html';

/**
 * The built web app: hashed assets cached for a year, every other page path gets index.html with
 * the site settings and, for a public page, its HTML rendered on the server (islands.html for a
 * page served as HTML with islands). A rendered page's
 * head tags and status come from its own render (the data it read once); a page the server did
 * not render (a signed-in screen, or a render that failed or ran out of time) gets them from the
 * database for a listing, a post or a landing page (page-heads.ts), so crawlers still see them.
 */
export function serveWebApp(
  app: Express,
  distDir: string,
  page: { pageHeads: PageHeads; renderer: ServerRenderer | null; runtimeConfig: () => Promise<RuntimeConfig> },
) {
  const indexPage = path.join(distDir, 'index.html');
  // The same page with the islands' small script in place of the app's (web/islands.html).
  const islandsPage = path.join(distDir, 'islands.html');
  // The build writes brotli and gzip copies of each asset (web/vite.config.ts): sent as they are to
  // a client that accepts them (Vary: Accept-Encoding), so nothing is compressed per request.
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  // The service worker (web/src/sw/sw.ts): browsers look for a new version at each visit, which a
  // copy kept for an hour would hide.
  const serviceWorkerFile = path.join(distDir, 'sw.js');
  app.get('/sw.js', (_req, res, next) =>
    existsSync(serviceWorkerFile) ? res.set('Cache-Control', 'no-cache').sendFile(serviceWorkerFile) : next(),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*page}', async (req, res, next) => {
    if (!acceptsPage(req)) return next();
    if (!existsSync(indexPage)) {
      res.status(503).type('text').send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
      return;
    }
    // The site settings, read once: written into the page, and given to its render.
    const settings = page.runtimeConfig();
    // Public pages come with their HTML (null: the browser renders the page, as for dashboards).
    const rendering =
      page.renderer?.render({
        url: `http://localhost${req.originalUrl}`,
        requestId: String(req.id),
        log: req.log,
        clientIp: req.ip,
        runtimeConfig: settings,
      }) ?? Promise.resolve(null);
    const [rendered, runtime] = await Promise.all([rendering, settings.catch(() => null)]);
    if (rendered?.kind === 'redirect') {
      res.redirect(rendered.status, rendered.location);
      return;
    }
    const indexHtml = await readFile(rendered?.islands && existsSync(islandsPage) ? islandsPage : indexPage, 'utf8');
    const head: { status: number; meta?: PageMeta } = rendered
      ? { status: rendered.status, meta: rendered.head }
      : await headFromDatabase(page.pageHeads, req);
    const withConfig = runtime ? withRuntimeConfig(indexHtml, runtime) : indexHtml;
    const shell = head.meta ? withPageHead(withConfig, head.meta) : withConfig;
    res
      .status(head.status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(rendered ? withRenderedPage(shell, rendered) : shell);
  });
}

/** A page left to the browser: its head from the database; without the database, the generic head. */
function headFromDatabase(pageHeads: PageHeads, req: Request): Promise<PageHead> {
  return pageHeads.of(req.path).catch((error: unknown): PageHead => {
    req.log.warn({ err: error }, 'page head lookup failed; serving the generic head');
    return { status: 200 };
  });
}
