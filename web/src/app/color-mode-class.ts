/**
 * Light or dark: the class on <html> that Chakra's _dark styles follow, and the stored choice. A
 * module of its own (no React) so that a page of islands sets the mode before any island's code
 * has loaded (public-pages/islands-main.tsx), as the app does before its first render (color-mode.tsx).
 */
export type ColorMode = 'light' | 'dark';

export const STORAGE_KEY = 'nivaas-color-mode';

/** The saved choice, else the device's preference. */
export function initialColorMode(): ColorMode {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The browser's bar (an installed app's title bar) in dark mode: the brand's teal, deepened (brand.950). */
const DARK_THEME_COLOR = '#042322';

/**
 * Chakra's _dark styles follow a `dark` class on <html>; the browser's bar follows the mode too.
 * The served pages start light (web/index.html, web/islands.html), so for a light visitor this
 * changes nothing: a class changed on <html> would have the browser style the whole page again.
 */
export function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor) {
    // Light mode's colour is the page's own (index.html's, the manifest's).
    themeColor.dataset.light ??= themeColor.content;
    themeColor.content = mode === 'dark' ? DARK_THEME_COLOR : themeColor.dataset.light;
  }
}
