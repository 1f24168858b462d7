import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
    async writeBundle(options) {
      const assets = path.join(options.dir ?? 'dist', 'assets');
      const files = (await readdir(assets)).filter((file) => /\.(js|css|svg|json)$/.test(file));
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
        if (!context.filename.endsWith('index.html')) return [];
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), preloadFonts()],
  // zod with its eval probe turned off (see the file); only the bare name, so the file itself reaches zod.
  resolve: { alias: [{ find: /^zod$/, replacement: page('src/lib/zod-jitless.ts') }] },
  build: {
    outDir: 'dist',
    // The server bundle (vite build --ssr, into dist/server) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    // Read by the JavaScript budget test (e2e/build-checks/js-budget.test.ts): what each route loads.
    manifest: true,
    rollupOptions: {
      // Chakra's theme module builds its default config (all 80 recipes) with defineConfig, an
      // identity function the bundler cannot prove pure: marked so, the recipes the app does not
      // use (app/theme.ts) are left out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // The app, and the GraphiQL IDE the gateway serves at GET /graphql (built in, no CDN).
      input: { main: page('index.html'), graphiql: page('graphiql.html') },
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
