import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './app-server';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const webDist = path.join(repoRoot, 'web', 'dist');

/** The app's build manifest, or with `islands` the islands' (web/vite.config.ts, `--mode islands`). */
export function readManifest(build: 'app' | 'islands' = 'app', distDir = webDist): Manifest {
  const file = build === 'islands' ? 'islands-manifest.json' : 'manifest.json';
  return JSON.parse(readFileSync(path.join(distDir, '.vite', file), 'utf8')) as Manifest;
}

export interface RouteBytes {
  /** gzip bytes (level 9, as the gateway serves them precompressed) of the JavaScript and CSS. */
  js: number;
  css: number;
  files: string[];
}

/**
 * What a route loads before it is interactive: the app's entry (index.html's script) with its
 * static imports, plus the route's lazy module with its static imports (or, for a page of
 * islands, `entry` islands.html's script alone). Dynamic imports inside
 * them (a map, the editor, the reviews below the fold) load later and are not counted.
 * `lazyModule` is the route's source file as the manifest keys it (src/features/...), or null
 * for a route built into the entry. A lazy module missing from the manifest throws: a renamed
 * page must not silently drop out of the budget.
 */
export function routeBytes(manifest: Manifest, lazyModule: string | null, { entry = 'index.html', distDir = webDist } = {}): RouteBytes {
  const starts = [entry, ...(lazyModule ? [lazyModule] : [])];
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed, or no longer lazy?)`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  const bytes = { js: 0, css: 0, files: [...files].sort() };
  for (const file of bytes.files) {
    const size = gzipSize(path.join(distDir, file));
    if (file.endsWith('.css')) bytes.css += size;
    else bytes.js += size;
  }
  return bytes;
}

const sizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
