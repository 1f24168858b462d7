import './app/stylesheet';
import type { NormalizedCacheObject } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AnswerEarlyTaps } from './public-pages/early-taps';
import { releaseEarlyTaps } from './public-pages/held-taps';
import { Providers } from './app/providers';
import { RenderTimeProvider } from './public-pages/render-time';
import { createAppRouter, loadRoutesAt } from './app/router';
import { keepFocusUncovered } from './lib/focus-uncovered';
import { browserStyleCache } from './lib/style-cache';

/** What the server put beside a page it rendered (web/src/public-pages/entry-server.tsx). */
interface ServerHydration {
  renderedAt: number;
  apollo: NormalizedCacheObject;
  router: HydrationState;
}

function serverHydration(): ServerHydration | null {
  const script = document.getElementById('nivaas-hydration');
  return script?.textContent ? (JSON.parse(script.textContent) as ServerHydration) : null;
}

async function start() {
  keepFocusUncovered();
  const container = document.getElementById('root')!;
  const hydration = serverHydration();
  const styles = browserStyleCache();
  if (!hydration) {
    // A client-rendered page (signed-in screens, or the server's render fell back to the shell).
    releaseEarlyTaps();
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={styles}>
          <Providers client={createApolloClient()}>
            <RouterProvider router={createAppRouter()} />
          </Providers>
        </CacheProvider>
      </StrictMode>,
    );
    return;
  }
  // The choices' reader loads beside the page's code: only a page hydrated whole (the 404 page) needs it.
  const [, { earlyChoices }] = await Promise.all([loadRoutesAt(window.location), import('./public-pages/early-choices')]);
  const client = createApolloClient(hydration.apollo);
  // From here React answers taps itself (it replays those on parts it is still taking over).
  const taps = releaseEarlyTaps();
  const choices = earlyChoices(container);
  // In a transition React hydrates in slices of a few milliseconds, letting the browser paint and
  // take input between them, instead of one task of seconds on a phone (issue 32 item 3); a tap
  // meanwhile makes React finish at once and then answer it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AnswerEarlyTaps taps={taps} choices={choices}>
          <RenderTimeProvider value={hydration.renderedAt}>
            <CacheProvider value={styles}>
              <Providers client={client}>
                <RouterProvider router={createAppRouter(hydration.router)} />
              </Providers>
            </CacheProvider>
          </RenderTimeProvider>
        </AnswerEarlyTaps>
      </StrictMode>,
    );
  });
}

void start();

// The service worker (offline reading, new versions) once the page has loaded, in its own chunk.
if (import.meta.env.PROD)
  window.addEventListener('load', () => void import('./app/service-worker').then((worker) => worker.registerServiceWorker()), {
    once: true,
  });
