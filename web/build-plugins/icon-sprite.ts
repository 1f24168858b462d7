import type { Plugin } from 'vite';

/**
 * Gives react-icons' icon packs (react-icons/lu and the like, which import `GenIcon` from
 * '../lib/index.mjs') web/src/lib/icon-sprite.tsx in place of their own library, so every icon
 * draws through the page's sprite. The app's code imports icons as before. The server's bundle
 * must bundle react-icons for this (vite.config.ts: ssr.noExternal), or it would render the
 * original icons and the browser's would not match them. (`vite dev`, which renders in the browser
 * only, pre-bundles react-icons and keeps its own icons: nothing there to match.)
 */
export function iconSprite(spriteModule: string): Plugin {
  return {
    name: 'nivaas-icon-sprite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]node_modules[\\/]react-icons[\\/]/.test(importer) && /^\.\.\/lib(\/index\.m?js)?$/.test(source))
        return spriteModule;
      return null;
    },
  };
}
