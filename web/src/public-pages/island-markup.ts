import type { IslandName } from './island-names';

/**
 * How a page of islands marks them in its HTML, read by the server's render (entry-server.tsx) and
 * the browser's waker (wake-islands.ts). No code of the islands here: the app imports it too.
 */

/** The attribute of an island's place in the server's HTML (its key): the island's root in the browser. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The key of a page's island by the order the server met it: its place's attribute and its id prefix. */
export const islandKey = (index: number) => `i${index}`;

/** When an island wakes besides its first use: 'visible', also once it comes into view. */
export type IslandWake = 'visible';

/** An island of a page: its code's name, its props and when it wakes besides its first use. */
export interface IslandOfPage {
  name: IslandName;
  props: object;
  wake?: IslandWake;
  /** Props whose values it shares with other islands (island-props.ts): each prop's place in those values. */
  shared?: Record<string, number>;
}

/** Beside a page of islands, as JSON (ISLANDS_ELEMENT_ID): each island by its place's key. */
export type IslandsOfPage = Record<string, IslandOfPage>;

export const ISLANDS_ELEMENT_ID = 'nivaas-islands';

/** Beside a page of islands whose islands share a long prop value, as JSON: those values (island-props.ts). */
export const ISLAND_SHARED_PROPS_ELEMENT_ID = 'nivaas-island-shared';

/** On the islands' JSON element: the server's render time (ms), which the islands hydrate with. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** Beside a page of islands whose islands asked GraphQL, as JSON: Apollo's cache of those answers. */
export const ISLAND_ANSWERS_ELEMENT_ID = 'nivaas-island-answers';

/** Set on <html> once a page of islands answers taps (its islands wake when used): what journeys wait for. */
export const ISLANDS_LISTENING_ATTRIBUTE = 'data-islands-listening';

/** On a listing's page, its id: the islands' script records the visit once the page has loaded. */
export const LISTING_VISIT_ATTRIBUTE = 'data-listing-visit';
