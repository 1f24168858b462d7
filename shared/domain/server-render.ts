import type { PageMeta } from './page-meta';
import type { RuntimeConfig } from './runtime-config';

/**
 * What the web app's server bundle (web/src/public-pages/entry-server.tsx) and the gateway that loads it
 * (gateway/src/modules/public-pages/server-render.ts) agree on: one declaration for both sides, since the
 * bundle is plain JavaScript by the time the gateway imports it.
 */

/** One GraphQL operation of a page, run by the gateway in process as an anonymous visitor. */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface PageOperationResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

export type ExecuteOperation = (operation: PageOperation) => Promise<PageOperationResult>;

export interface RenderOptions {
  /** The page's URL as the browser asked for it (origin + path + query). */
  url: string;
  execute: ExecuteOperation;
  runtimeConfig: RuntimeConfig;
  /** Aborted when the render took too long: the caller then sends the client-rendered shell. */
  signal: AbortSignal;
}

export type RenderResult =
  /**
   * styles: the page's style tag, for its head; sprite: the shapes of its icons, one <svg> for
   * before the app's root ('' when it has none); head: the tags the page set (PageMeta), when it
   * sets any; islands: a page served as HTML with islands (the islands' script in place of the
   * app's: web/islands.html), its hydration the islands' props instead of the whole page's data.
   */
  | { kind: 'page'; status: number; html: string; styles: string; sprite: string; hydration: string; head?: PageMeta; islands?: true }
  /** Not a public page (signed-in screens, dashboards): the browser renders it. */
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string };

/** The server bundle's one export the gateway calls. */
export interface ServerEntry {
  render(options: RenderOptions): Promise<RenderResult>;
}
