import { createContext, useContext } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

const RenderTimeContext = createContext<number | null>(null);
/** The server's render time (ms), given to the server's render and to the browser's hydration. */
export const RenderTimeProvider = RenderTimeContext.Provider;

const eachRender = () => null;

/**
 * What "3 minutes ago" counts from: the server's render time on the server and while the browser
 * hydrates that HTML (both must say the same), then each render's own moment (undefined).
 */
export function useRenderTime(): Date | undefined {
  const renderedAt = useContext(RenderTimeContext);
  const time = useAfterHydration(eachRender, renderedAt);
  return time === null ? undefined : new Date(time);
}
