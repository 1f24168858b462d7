import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that a browser Nivaas serves (Chrome and Samsung Internet on Android, Safari on iOS
 * 15 and later) still reads only, or in some of those versions only, with a vendor prefix.
 */
const STILL_PREFIXED =
  /^(user-select|backdrop-filter|text-size-adjust|background-clip|mask|box-decoration-break|hyphens|appearance|print-color-adjust)\b/;

/**
 * In place of emotion's default prefixer, which also writes -webkit-, -moz- and -ms- copies of
 * flexbox, transforms, transitions, placeholders and keyframes for browsers of a decade ago (25 KB
 * of the search page's 132 KB of styles): the -webkit- copy of the properties above, before the
 * standard one. Class names do not depend on it (emotion names a style before stylis reads it),
 * so the server's and the browser's names agree.
 */
const modernPrefixer: StylisPlugin = (element) => {
  // A declaration's value is the whole "property:value;" (stylis's `decl` elements).
  if (element.type === 'decl' && !element.return && STILL_PREFIXED.test(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The key of every emotion cache of the app: the server's style tags and the browser's name their rules with it. */
const STYLE_KEY = 'css';

/** The browser's emotion cache: as emotion's default (it adopts the server's style tags), with the modern prefixer. */
export function browserStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY, stylisPlugins: [modernPrefixer] });
}

/**
 * An emotion cache that keeps each rule it is given instead of writing it in a style tag beside
 * the element (emotion's `compat` mode, the one its own server extraction uses), so the rules can
 * be written once elsewhere: a page's head (entry-server.tsx), the theme's stylesheet
 * (build-plugins/theme-stylesheet.ts). For rendering on the server or at build time.
 */
export function keepingStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: [modernPrefixer] });
  cache.compat = true;
  return cache;
}

/** Empties a keeping cache of the rules it was given, for a render that starts again. */
export function forgetKeptRules(cache: EmotionCache): void {
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

/** The rules a keeping cache was given, each with emotion's name for it, in the order given. */
export function keptRules(cache: EmotionCache): Array<[name: string, css: string]> {
  return Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}
