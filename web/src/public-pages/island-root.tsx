import type { NormalizedCacheObject } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from '../app/apollo';
import { AnswerEarlyTaps } from './early-taps';
import { earlyChoices } from './early-choices';
import { releaseEarlyTaps } from './held-taps';
import { systemWithoutGlobalStyles } from '../app/theme';
import { Toaster } from '../components/toaster';
import { browserStyleCache } from '../lib/style-cache';
import { IslandFrame } from './island-frame';
import {
  ISLAND_ANSWERS_ELEMENT_ID,
  ISLAND_SHARED_PROPS_ELEMENT_ID,
  ISLANDS_ELEMENT_ID,
  RENDERED_AT_ATTRIBUTE,
  type IslandOfPage,
} from './island-markup';
import { islandProps } from './island-props';

/**
 * The code every island of a page shares, loaded with the first island that wakes: React, Chakra,
 * one Apollo client and one emotion cache for all of them (they read one session and one cache of
 * answers), and the toasts' root.
 */
const client = createApolloClient(islandAnswers());
const styles = browserStyleCache();
let toasts = false;

/** The prop values islands of the page share (island-props.ts), read when the first island wakes. */
let sharedValues: unknown[] | undefined;

/** An island's whole props, from what the server wrote beside the page. */
export function propsOf(island: IslandOfPage): object {
  sharedValues ??= pageJson<unknown[]>(ISLAND_SHARED_PROPS_ELEMENT_ID) ?? [];
  return islandProps(island, sharedValues);
}

/** When the server rendered the page (its islands hydrate with that time, as it rendered them). */
const renderedAt = Number(document.getElementById(ISLANDS_ELEMENT_ID)?.getAttribute(RENDERED_AT_ATTRIBUTE)) || Date.now();

/** The answers the server gave the islands' queries (entry-server.tsx), so they hydrate as rendered. */
function islandAnswers(): NormalizedCacheObject | undefined {
  return pageJson<NormalizedCacheObject>(ISLAND_ANSWERS_ELEMENT_ID);
}

/** What the server wrote beside the page as JSON in the element of that id, if anything. */
function pageJson<T>(id: string): T | undefined {
  const script = document.getElementById(id);
  return script?.textContent ? (JSON.parse(script.textContent) as T) : undefined;
}

/** The page's toasts (an island's notice, a new version) in a root of their own, made once, in the browser only. */
export function mountToasts(): void {
  if (toasts) return;
  toasts = true;
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styles}>
        <ChakraProvider value={systemWithoutGlobalStyles}>
          <Toaster />
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
}

/**
 * Takes an island's server HTML over as a root of its own (the server rendered it with the same
 * frame and id prefix, so React's ids agree), in a transition so it works in slices; taps held on
 * its buttons and boxes ticked while its code loaded are answered once it is live.
 */
export function hydrateIsland(element: HTMLElement, key: string, Island: ComponentType<object>, props: object): void {
  mountToasts();
  const taps = releaseEarlyTaps(element);
  const choices = earlyChoices(element);
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandFrame client={client} styles={styles} location={window.location} renderedAt={renderedAt}>
        <AnswerEarlyTaps taps={taps} choices={choices}>
          <Island {...props} />
        </AnswerEarlyTaps>
      </IslandFrame>,
      { identifierPrefix: key },
    );
  });
}
