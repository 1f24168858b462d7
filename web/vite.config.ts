import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './build-plugins/icon-sprite';
import { leanPreloads } from './build-plugins/lean-preloads';
import { serviceWorker } from './build-plugins/service-worker';
import { themeStylesheetModule } from './build-plugins/theme-stylesheet';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Brotli and gzip copies of the hashed assets, made once at build time at the highest levels, so
 * the gateway sends them as they are instead of compressing every response on the fly.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'nivaas-precompress',
    // The server's bundle (web/dist/server) is read from disk by the gateway, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      // This build's files only: the islands' build writes beside the app's (see below).
      const files = Object.keys(bundle).filter((file) => /^assets\/[^/]+\.(js|css|svg|json)$/.test(file));
      const assets = options.dir ?? 'dist';
      for (const file of files) {
        const content = await readFile(path.join(assets, file));
        if (content.length < 1024) continue; // Not worth a second request header's bytes.
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(path.join(assets, `${file}.br`), br), writeFile(path.join(assets, `${file}.gz`), gz)]);
      }
    },
  };
}

/**
 * The Latin files of the two fonts, preloaded from the app's page: a browser otherwise asks for a
 * font only once text using it is on screen, and the late swap would shift the text.
 */
function preloadFonts(): Plugin {
  return {
    name: 'nivaas-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!/(index|islands)\.html$/.test(context.filename)) return [];
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => /\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The logo's ground (favicon.svg's square), around a maskable icon's logo; and the page's colour in light mode. */
const LOGO_GROUND = '#0b5e5b';
const PAGE = '#ffffff';

/** Where the app's icons are served; each is made from the logo at build time, never drawn by hand. */
const ICON_DIR = '/icons';
const ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  // Android crops a maskable icon to its own shape (a circle, a squircle): the logo sits inside the
  // middle 80 % on its own teal, so no crop cuts the house.
  { name: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
/** iOS ignores the manifest's icons and fills transparent corners with black: a full square. */
const APPLE_TOUCH_ICON = { name: 'apple-touch-icon.png', size: 180 } as const;

/** The web app manifest: what a phone needs to put Nivaas on its home screen and open it as an app. */
function manifest({ description, themeColor }: { description: string; themeColor: string }) {
  return {
    id: '/',
    name: 'Nivaas: PG and hostel stays',
    short_name: 'Nivaas',
    description,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: PAGE,
    categories: ['lifestyle', 'travel'],
    icons: ICONS.map(({ name, size, purpose }) => ({ src: `${ICON_DIR}/${name}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** The logo at `size` pixels: as drawn (rounded corners), or full-bleed on its own teal, scaled into the safe zone. */
async function icon(logo: Buffer, size: number, fullBleed: boolean): Promise<Buffer> {
  // The SVG's density makes sharp draw it at the size asked, not scale up a small bitmap.
  const drawn = (inner: number) =>
    sharp(logo, { density: Math.ceil((72 * inner) / 34) })
      .resize(inner, inner)
      .png()
      .toBuffer();
  if (!fullBleed)
    return sharp(await drawn(size))
      .png({ compressionLevel: 9 })
      .toBuffer();
  const inner = Math.round(size * 0.8);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: LOGO_GROUND } })
    .composite([{ input: await drawn(inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Every file of the installable app by its path: the manifest and its icons. */
async function appFiles(logoPath: string, pagePath: string): Promise<Map<string, { type: string; body: Buffer }>> {
  const logo = await readFile(logoPath);
  // The app's description and colour are the page's own: one of each to keep.
  const html = await readFile(pagePath, 'utf8');
  const meta = (name: string) => {
    const content = new RegExp(`<meta name="${name}" content="([^"]+)"`).exec(html)?.[1];
    if (!content) throw new Error(`${pagePath} has no <meta name="${name}">, which the web app manifest repeats.`);
    return content;
  };
  const description = meta('description');
  const themeColor = meta('theme-color');
  const files = new Map<string, { type: string; body: Buffer }>();
  files.set('/manifest.webmanifest', {
    type: 'application/manifest+json',
    body: Buffer.from(`${JSON.stringify(manifest({ description, themeColor }), null, 2)}\n`),
  });
  for (const { name, size, purpose } of ICONS) {
    files.set(`${ICON_DIR}/${name}`, { type: 'image/png', body: await icon(logo, size, purpose === 'maskable') });
  }
  files.set(`${ICON_DIR}/${APPLE_TOUCH_ICON.name}`, { type: 'image/png', body: await icon(logo, APPLE_TOUCH_ICON.size, true) });
  return files;
}

/**
 * The web app manifest and its icons, made from the logo (`public/favicon.svg`) and the page's
 * description (`index.html`, which links them): written into the build beside index.html (the
 * gateway serves them as static files) and served by Vite's dev server.
 */
function webAppManifest({ logo, page }: { logo: string; page: string }): Plugin {
  let made: ReturnType<typeof appFiles> | undefined;
  const files = () => (made ??= appFiles(logo, page));
  return {
    name: 'nivaas-web-app-manifest',
    // The server's bundle (web/dist/server) serves no files.
    apply: (_config, env) => !env.isSsrBuild,
    async generateBundle() {
      for (const [path, { body }] of await files()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: body });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        files()
          .then((all) => {
            const file = all.get((request.url ?? '').split('?')[0]);
            if (!file) return next();
            response.setHeader('content-type', file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The server's build takes src/public-pages/island.server.tsx wherever the app imports
 * src/public-pages/island.tsx: the places of a page's islands are the server's business, and the
 * browser's first download need not carry them (see the two files).
 */
function serverIslands(): Plugin {
  const browserModule = page('src/public-pages/island.tsx');
  return {
    name: 'nivaas-server-islands',
    enforce: 'pre',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === browserModule ? page('src/public-pages/island.server.tsx') : null;
    },
  };
}

const preloads = leanPreloads();

/**
 * `vite build --mode islands` builds the public pages' islands (islands.html, src/public-pages/) into
 * the same dist/ after the app, as a build of its own: built with the app, the two would share the
 * modules of the header's buttons and the newsletter box, and the bundler would cut the app's first
 * load into the many small chunks they share (1 to 5 KB gzip more on every page of the app,
 * measured 3 December). Apart, each has its own chunks; an island's code is loaded when it wakes.
 */
const ISLANDS_MODE = 'islands';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    themeStylesheetModule(),
    serverIslands(),
    iconSprite(page('src/lib/icon-sprite.tsx')),
    precompress(),
    preloadFonts(),
    // The app's build writes the manifest, its icons and the service worker; the islands' adds none.
    ...(mode === ISLANDS_MODE ? [] : [webAppManifest({ logo: page('public/favicon.svg'), page: page('index.html') })]),
    preloads.plugin,
    // The server's bundle has no worker.
    ...(isSsrBuild || mode === ISLANDS_MODE ? [] : serviceWorker(page('dist'))),
  ],
  // zod with its eval probe turned off (see the file); only the bare name, so the file itself reaches zod.
  resolve: { alias: [{ find: /^zod$/, replacement: page('src/lib/zod-jitless.ts') }] },
  // Bundled into the server's render too, so its icons draw through the sprite as the browser's do (build-plugins/icon-sprite.ts).
  ssr: { noExternal: ['react-icons'] },
  build: {
    outDir: 'dist',
    // The server bundle (vite build --ssr, into dist/server) and the islands need no copy of public/.
    copyPublicDir: !isSsrBuild && mode !== ISLANDS_MODE,
    // The islands' build adds to the app's.
    emptyOutDir: mode !== ISLANDS_MODE,
    sourcemap: false,
    // Read by the JavaScript budget test (e2e/build-checks/js-budget.test.ts): what each route loads.
    manifest: mode === ISLANDS_MODE ? '.vite/islands-manifest.json' : true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      // Chakra's theme module builds its default config (all 80 recipes) with defineConfig, an
      // identity function the bundler cannot prove pure: marked so, the recipes the app does not
      // use (app/theme.ts) are left out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // The app, and the GraphiQL IDE the gateway serves at GET /graphql (built in, no CDN); or
      // the islands' page (the app's page with the islands' small script instead: src/public-pages/islands-main.tsx).
      input: (mode === ISLANDS_MODE
        ? { islands: page('islands.html') }
        : { main: page('index.html'), graphiql: page('graphiql.html') }) as Record<string, string>,
      onwarn(warning, warn) {
        // GraphiQL's "use no memo" directives are meaningless in a bundle; nothing is lost.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  optimizeDeps: {
    // Pre-bundle what the app needs. GraphiQL's Monaco workers ('?worker' imports) cannot be
    // pre-bundled; in development the gateway serves the built IDE at /graphql anyway.
    entries: ['index.html'],
  },
  server: {
    port: 5173,
    // In development the gateway keeps serving the API; Vite serves the app with hot reload.
    proxy: Object.fromEntries(
      // /graphql also upgrades to WebSocket for live thread updates.
      ['/graphql', '/api', '/uploads', '/healthz', '/runtime-config.js'].map((path) => [
        path,
        { target: gateway, changeOrigin: false, ws: path === '/graphql' },
      ]),
    ),
  },
}));
