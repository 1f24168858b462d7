import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { Providers } from './app/providers';
import { RenderTimeProvider } from './app/render-time';
import { createAppRouter, routes } from './app/router';

/** What the server put beside a page it rendered (web/src/entry-server.tsx). */
interface ServerHydration {
  renderedAt: number;
  apollo: NormalizedCacheObject;
  router: HydrationState;
}

function serverHydration(): ServerHydration | null {
  const script = document.getElementById('nivaas-hydration');
  return script?.textContent ? (JSON.parse(script.textContent) as ServerHydration) : null;
}

/**
 * The page's lazy routes are loaded before hydrating: the first render in the browser must show
 * the page the server sent, not the loading fallback.
 */
async function loadMatchedLazyRoutes() {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const hydration = serverHydration();
  if (!hydration) {
    // A client-rendered page (signed-in screens, or the server's render fell back to the shell).
    createRoot(container).render(
      <StrictMode>
        <Providers client={createApolloClient()}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
    return;
  }
  await loadMatchedLazyRoutes();
  const client = createApolloClient(hydration.apollo);
  hydrateRoot(
    container,
    <StrictMode>
      <RenderTimeProvider value={hydration.renderedAt}>
        <Providers client={client}>
          <RouterProvider router={createAppRouter(hydration.router)} />
        </Providers>
      </RenderTimeProvider>
    </StrictMode>,
  );
}

void start();
