import type { IslandOfPage, IslandsOfPage } from './island-markup';

/**
 * A prop value given to more than one island of a page (a search's facets, which the search box's
 * filter panel and the sidebar both count with) is written beside the page once
 * (ISLAND_SHARED_PROPS_ELEMENT_ID) and named by its place there. Only values at least this long in
 * JSON: a short one costs less than its name.
 */
const SHARED_MIN_CHARS = 200;

/**
 * Apollo's bookkeeping in answers passed on as props (`__typename` on each object of a search's
 * facets): no island reads it, and the browser's island renders as the server's did without it.
 */
const withoutTypenames = (props: object): Record<string, unknown> =>
  JSON.parse(JSON.stringify(props, (key, value: unknown) => (key === '__typename' ? undefined : value))) as Record<string, unknown>;

/**
 * The server's side: the islands, their props without Apollo's `__typename`s, with each long prop
 * value that more than one of them has taken out, and those values.
 */
export function writeIslandProps(page: IslandsOfPage): { islands: IslandsOfPage; shared: unknown[] } {
  const islands = Object.fromEntries(
    Object.entries(page).map(([key, island]) => [key, { ...island, props: withoutTypenames(island.props) }]),
  );
  const jsonOf = (value: unknown) => JSON.stringify(value) ?? '';
  const holders = new Map<string, number>();
  for (const island of Object.values(islands))
    for (const value of Object.values(island.props)) {
      const json = jsonOf(value);
      if (json.length >= SHARED_MIN_CHARS) holders.set(json, (holders.get(json) ?? 0) + 1);
    }
  const shared: unknown[] = [];
  const placeOf = new Map<string, number>();
  const written: IslandsOfPage = {};
  for (const [key, island] of Object.entries(islands)) {
    const props: Record<string, unknown> = {};
    const sharedProps: Record<string, number> = {};
    for (const [name, value] of Object.entries(island.props)) {
      const json = jsonOf(value);
      if ((holders.get(json) ?? 0) < 2) {
        props[name] = value;
        continue;
      }
      if (!placeOf.has(json)) placeOf.set(json, shared.push(value) - 1);
      sharedProps[name] = placeOf.get(json)!;
    }
    written[key] = Object.keys(sharedProps).length ? { ...island, props, shared: sharedProps } : island;
  }
  return { islands: written, shared };
}

/** The browser's side: an island's whole props again, from what the page wrote. */
export function islandProps({ props, shared }: IslandOfPage, sharedValues: readonly unknown[]): object {
  if (!shared) return props;
  return { ...props, ...Object.fromEntries(Object.entries(shared).map(([name, place]) => [name, sharedValues[place]])) };
}
