import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router-dom';
import { ColorModeProvider } from '../app/color-mode';
import { RenderTimeProvider } from './render-time';
import { systemWithoutGlobalStyles } from '../app/theme';
import { AuthProvider } from '../features/auth/AuthProvider';

/**
 * Links in an island load the next page from the server, as the page's other links do. A page
 * load carries no state, but its history entry can: React Router reads the entry's `usr` as the
 * next page's location.state (where 'Sign in to book a visit' says to come back to), so a
 * navigation with state puts the entry first and then loads it.
 */
const pageLoads: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  push: (to, state) => loadPage(pageLoads.createHref(to), state, 'push'),
  replace: (to, state) => loadPage(pageLoads.createHref(to), state, 'replace'),
  go: (delta) => window.history.go(delta),
};

function loadPage(href: string, state: unknown, how: 'push' | 'replace'): void {
  if (state === undefined || state === null) {
    if (how === 'push') window.location.assign(href);
    else window.location.replace(href);
    return;
  }
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: 0 };
  if (how === 'push') window.history.pushState(entry, '', href);
  else window.history.replaceState(entry, '', href);
  window.location.reload();
}

/**
 * What every island is rendered in, on the server and in the browser alike (so the ids React gives
 * agree): the page's emotion cache, Chakra, light or dark, the session, Apollo, a router at the
 * page's address whose navigation is a page load, and the server's render time (what "3 minutes
 * ago" counts from while the island hydrates, so a card's age reads the same on both sides).
 */
export function IslandFrame({
  client,
  styles,
  location,
  renderedAt,
  children,
}: {
  client: ApolloClient;
  styles: EmotionCache;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  renderedAt: number;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <CacheProvider value={styles}>
        <ApolloProvider client={client}>
          <ChakraProvider value={systemWithoutGlobalStyles}>
            <ColorModeProvider>
              <AuthProvider>
                <Router location={location} navigator={pageLoads}>
                  <RenderTimeProvider value={renderedAt}>{children}</RenderTimeProvider>
                </Router>
              </AuthProvider>
            </ColorModeProvider>
          </ChakraProvider>
        </ApolloProvider>
      </CacheProvider>
    </StrictMode>
  );
}
