import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';
import { applyColorMode, initialColorMode, STORAGE_KEY, type ColorMode } from './color-mode-class';

export type { ColorMode };

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
