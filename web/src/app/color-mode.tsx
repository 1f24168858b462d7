import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'nivaas-color-mode';

/** The saved choice, else the device's preference. */
function initialColorMode(): ColorMode {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The browser's bar (an installed app's title bar) in dark mode: the brand's teal, deepened (brand.950). */
const DARK_THEME_COLOR = '#042322';

/** Chakra's _dark styles follow a `dark` class on <html>; the browser's bar follows the mode too. */
function applyColorMode(mode: ColorMode) {
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

const ColorModeContext = createContext<{ colorMode: ColorMode; toggleColorMode: () => void } | null>(null);

/**
 * Light and dark mode without an inline script (the page's CSP allows none): the class is set
 * before React's first render and whenever the user switches.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Light on the server and while the browser hydrates its HTML (so both render the same page),
  // then the saved choice or the device's preference.
  const initial = useAfterHydration(initialColorMode, 'light');
  const [chosen, setChosen] = useState<ColorMode | null>(() => {
    if (typeof document !== 'undefined') applyColorMode(initialColorMode());
    return null;
  });
  const colorMode = chosen ?? initial;
  const toggleColorMode = useCallback(() => {
    const next = colorMode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    window.localStorage.setItem(STORAGE_KEY, next);
    setChosen(next);
  }, [colorMode]);
  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode() {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode needs a ColorModeProvider above it');
  return context;
}
