import type { ComponentType } from 'react';
import { ISLAND_LIVE_ATTRIBUTE } from '../../../shared/domain/early-taps';
import { pendingEarlyTaps } from './held-taps';
import { whenLoadedAndIdle } from '../lib/when-loaded-and-idle';
import { ISLAND_ATTRIBUTE, ISLANDS_ELEMENT_ID, ISLANDS_LISTENING_ATTRIBUTE, type IslandsOfPage } from './island-markup';

/**
 * What wakes an island: the first touch, click, key or focus in it (before any of them is
 * answered), or a choice made in a list without any of them (a script's or an assistive tool's).
 */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown', 'click', 'change'] as const;

function islandsOfPage(): IslandsOfPage {
  const script = document.getElementById(ISLANDS_ELEMENT_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandsOfPage) : {};
}

/**
 * Wakes the islands of a page the server rendered as HTML with islands (island.tsx): each loads
 * its code and is hydrated when something first happens in it (or, for one marked so, when it
 * comes into view), or at once (once the page is idle)
 * when `personal` says this visitor sees something of their own in them (a session, a shortlist,
 * dark mode, the listings nearest them) that the server's anonymous HTML cannot show. Listeners on the window, in the capture
 * phase, run before the held-taps script's (on the document) and before the page's own.
 */
export function wakeIslands({ personal }: { personal: Promise<boolean> }): void {
  const islands = islandsOfPage();
  const woken = new Set<string>();
  const wake = (element: HTMLElement) => {
    const key = element.getAttribute(ISLAND_ATTRIBUTE);
    const island = key ? islands[key] : undefined;
    if (!key || !island || woken.has(key)) return;
    woken.add(key);
    // The map of islands' code is a chunk of its own: with each island's list of chunks to fetch
    // at once, it would outgrow this first script as islands are added.
    const code = import('./island-names').then(({ ISLAND_CODE }) => ISLAND_CODE[island.name]());
    Promise.all([code, import('./island-root')]).then(
      ([Island, root]) => {
        root.hydrateIsland(element, key, Island as ComponentType<object>, root.propsOf(island));
        element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      },
      // Its code did not arrive (the network dropped): the next touch tries again.
      () => woken.delete(key),
    );
  };
  const onEvent = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
    if (element) wake(element);
  };
  for (const type of WAKING_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  // Taps held before this script ran (a quick visitor on a slow phone) wake their islands now.
  for (const button of pendingEarlyTaps()) {
    const island = button.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (island) wake(island);
  }
  // Islands that wake as they come into view (a map), a little before. An island's place has no
  // box of its own (display: contents), so its first element is watched.
  const inView = Object.keys(islands).flatMap((key) => {
    const first = islands[key].wake === 'visible' ? document.querySelector(`[${ISLAND_ATTRIBUTE}="${key}"]`)?.firstElementChild : null;
    return first ? [first] : [];
  });
  if (inView.length) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const island = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
          if (island) wake(island);
        }
      },
      { rootMargin: '200px' },
    );
    for (const element of inView) observer.observe(element);
  }
  // The island the visitor is already in (focused or typing before this script ran) wakes now.
  const focused = document.activeElement?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (focused) wake(focused);
  // From here the page answers: a tap in an island wakes it and is answered once it is live.
  document.documentElement.setAttribute(ISLANDS_LISTENING_ATTRIBUTE, '');
  void personal.then((yes) => {
    if (!yes) return;
    whenLoadedAndIdle(() => document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`).forEach(wake));
  });
}
