import type { ComponentType } from 'react';
import type { IslandWake } from './island-markup';
import type { IslandName } from './island-names';

/**
 * An interactive part of a public page (the header's buttons, the newsletter box). In the browser's
 * app (signed-in screens, and pages hydrated as a whole) it is just `component`. On a page served
 * as HTML with islands, the server leaves its place and renders it as a React root of its own
 * (island.server.tsx, which the server's build uses in place of this module), so the browser loads
 * and hydrates only it, when it is first used (wake-islands.ts); the rest of the page stays HTML.
 * Its props go to the browser as JSON: data, never functions. Nothing more here: this is in every
 * page of the app's first download.
 */
export function Island<P extends object>({
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** 'visible': also woken when it comes into view (a map), not only when first used. */
  wake?: IslandWake;
}) {
  return <Component {...props} />;
}
