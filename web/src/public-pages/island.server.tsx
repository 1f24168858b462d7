import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTE, type IslandWake } from './island-markup';
import type { IslandName } from './island-names';

/** An island met while the server renders a page of islands: its place (key), its code (name) and props. */
export interface MetIsland {
  name: IslandName;
  props: object;
  wake?: IslandWake;
  /** What it draws, rendered by the server as a root of its own (entry-server.tsx). */
  element: ReactElement;
}

/** Given by the server's render of a page of islands: notes each island met and gives its place's key. */
export const IslandsMet = createContext<((island: MetIsland) => string) | null>(null);

/**
 * The server's `Island` (island.tsx says what an island is): the server's build uses this module
 * in place of island.tsx (vite.config.ts). On a page of islands it leaves the island's place and
 * notes it, to be rendered as a root of its own (entry-server.tsx); on any other page it is just
 * `component`, as in the browser.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  wake,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  wake?: IslandWake;
}) {
  const met = useContext(IslandsMet);
  if (!met) return <Component {...props} />;
  const key = met({ name, props, wake, element: <Component {...props} /> });
  // display: contents, so the page's layout is as without it.
  return <div {...{ [ISLAND_ATTRIBUTE]: key }} style={{ display: 'contents' }} />;
}
