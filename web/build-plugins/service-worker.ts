import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Vite's build manifest: each chunk's file and what it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The screens whose code the worker keeps from its install (beyond the app's page and what it
 * loads first): the two read offline, as a visit before the worker took over never passed it.
 */
const OFFLINE_SCREENS = ['src/features/shortlist/ShortlistPage.tsx', 'src/features/property/PropertyDetailPage.tsx'];

/** Files of the public folder the worker keeps: the offline page and what it shows. */
const SHELL_FILES = ['offline.html', 'offline.js', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png'];

/**
 * The service worker (issue 34 item 3): src/sw/sw.ts, built by Workbox through vite-plugin-pwa
 * (injectManifest) into dist/sw.js, its precache being the app shell only: the app's page and the
 * code it loads first, the offline screens' code, the offline page. Everything else is cached as
 * it is used (a phone does not download the whole back office on install). The manifest is our
 * own (vite.config.ts); registration is the app's (src/app/service-worker.ts).
 */
export function serviceWorker(outDir: string): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', ...SHELL_FILES],
      // Every file is listed, then the shell kept (manifestTransforms): big files outside it (the
      // GraphiQL editor) are dropped there, not refused here.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Hashed names change with their content: no revision parameter needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const shell = await shellFiles(outDir);
          const kept = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
          return { manifest: kept, warnings: [] };
        },
      ],
    },
  });
}

/** The app page's code and styles and the offline screens', each with everything it imports statically. */
async function shellFiles(outDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...OFFLINE_SCREENS]) {
    if (!manifest[key]) throw new Error(`The service worker's shell names ${key}, which the build has no chunk for`);
    visit(key);
  }
  return files;
}
