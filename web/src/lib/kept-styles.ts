import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache that keeps each rule it is given instead of writing it in a style tag beside
 * the element (emotion's `compat` mode, the one its own server extraction uses), so the rules can
 * be written once elsewhere: a page's head (entry-server.tsx), the theme's stylesheet
 * (build-plugins/theme-stylesheet.ts). For rendering on the server or at build time.
 */
export function keepingStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The rules a keeping cache was given, each with emotion's name for it, in the order given. */
export function keptRules(cache: EmotionCache): Array<[name: string, css: string]> {
  return Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}
