import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

/** The server's render time (ms), and whether React is still taking over the server's HTML. */
interface RenderClock {
  renderedAt: number;
  hydrating: boolean;
}

const RenderClockContext = createContext<RefObject<RenderClock> | null>(null);

/** The server's render time, given to the server's render and to the browser's hydration. */
export function RenderTimeProvider({ value, children }: { value: number; children: ReactNode }) {
  const clock = useRef<RenderClock>({ renderedAt: value, hydrating: true });
  // The outermost effect runs after every effect inside, so after React has compared each
  // hydrated component's time with the server's (the same, so nothing renders again).
  useEffect(() => {
    clock.current.hydrating = false;
  }, []);
  return <RenderClockContext.Provider value={clock}>{children}</RenderClockContext.Provider>;
}

/**
 * What "3 minutes ago" counts from: the server's render time on the server and while the browser
 * hydrates that HTML (both must say the same), then each render's own moment (undefined). A
 * hydrated component keeps the server's time until it renders again for its own reasons: moving
 * every card to "now" at once re-rendered a whole search page (about 3,600 components) right after
 * hydrating, to change texts that counted in minutes or days from a render seconds old.
 */
export function useRenderTime(): Date | undefined {
  const clock = useContext(RenderClockContext);
  const time = useAfterHydration(() => (clock?.current.hydrating ? clock.current.renderedAt : null), clock?.current.renderedAt ?? null);
  return time === null ? undefined : new Date(time);
}
