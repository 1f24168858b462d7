import type { Services } from '../services';

/**
 * Per-request DataLoaders, one per relation a field resolver follows. Built for each request in
 * context.ts, never at module scope, so cached rows never leak between viewers.
 */
export function createLoaders(_services: Services) {
  return {};
}

export type Loaders = ReturnType<typeof createLoaders>;
