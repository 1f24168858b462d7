import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { systemWithGlobalStyles } from '../src/app/theme-global-styles';
import { keepingStyleCache, keptRules } from '../src/lib/style-cache';

/** What the app imports (web/src/main.tsx). */
const MODULE = 'virtual:theme.css';
/** A path ending in .css (not a '\0' id), so Vite's CSS pipeline takes it into the page's stylesheet. */
const RESOLVED = '/@nivaas/theme.css';

/**
 * The theme's global styles, exactly as Chakra's provider would write them into each page (see
 * `systemWithoutGlobalStyles` in src/app/theme.ts): the provider rendered once, its rules kept.
 */
function themeStylesheet(): string {
  const cache = keepingStyleCache();
  renderToString(
    createElement(CacheProvider, { value: cache }, createElement(ChakraProvider, { value: systemWithGlobalStyles, children: null })),
  );
  return keptRules(cache)
    .map(([, css]) => css)
    .join('\n');
}

/**
 * The theme's global styles as a CSS module: bundled into the app's hashed CSS file, which
 * index.html links, so every page, server-rendered or not, gets them from one cached file. Made
 * from the theme the config was loaded with: Vite restarts its dev server when the theme changes,
 * as it does for any file the config imports.
 */
export function themeStylesheetModule(): Plugin {
  return {
    name: 'nivaas-theme-stylesheet',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeStylesheet() : undefined),
  };
}
