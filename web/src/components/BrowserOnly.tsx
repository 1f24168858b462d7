import type { ReactNode } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

const inBrowser = () => true;

/**
 * Parts that only work in a browser (maps: Leaflet needs `window` as soon as it loads): the
 * server's HTML and the hydrating render show `fallback`, the browser then shows the part.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterHydration(inBrowser, false) ? children : fallback;
}
