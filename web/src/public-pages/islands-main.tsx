import '../app/stylesheet';
import { applyColorMode, initialColorMode } from '../app/color-mode-class';
import { readToken } from '../features/auth/session-storage';
import { localShortlist, subscribeLocalShortlist } from '../features/shortlist/local-shortlist';
import { keepFocusUncovered } from '../lib/focus-uncovered';
import { locationAllowed } from '../lib/location-permission';
import { rememberSeen } from '../lib/seen-listings';
import { whenLoadedAndIdle } from '../lib/when-loaded-and-idle';
import { LISTING_VISIT_ATTRIBUTE } from './island-markup';
import { wakeIslands } from './wake-islands';

/**
 * The one script of a page served as HTML with islands (islands.html): a few kilobytes that set
 * light or dark before the first paint and wake each island when it is first used. React, Chakra
 * and each island's code load then, not with the page.
 */
keepFocusUncovered();
const mode = initialColorMode();
applyColorMode(mode);
const ownView = Boolean(readToken()) || localShortlist().length > 0 || mode === 'dark';
// A heart tapped in one island makes the shortlist this visitor's own: the others that show it
// (the header's count) wake too.
const shortlistChanged = new Promise<boolean>((resolve) => subscribeLocalShortlist(() => resolve(true)));
wakeIslands({
  personal: ownView
    ? Promise.resolve(true)
    : locationAllowed().then(
        (allowed) => allowed || shortlistChanged,
        () => shortlistChanged,
      ),
});

// The service worker (offline reading, new versions), as on the app's pages.
if (import.meta.env.PROD)
  whenLoadedAndIdle(
    () =>
      void import('../app/service-worker').then((worker) =>
        worker.registerServiceWorker({ showToasts: () => import('./island-root').then((root) => root.mountToasts()) }),
      ),
  );

// A listing's page counts the visit and remembers the listing as seen, as the app's page does:
// this browser at once (a visitor may be back on the search a second later, to hide what they
// have seen), the server's calls once the page has loaded.
const visitedListing = document.querySelector(`[${LISTING_VISIT_ATTRIBUTE}]`)?.getAttribute(LISTING_VISIT_ATTRIBUTE);
if (visitedListing) {
  rememberSeen(visitedListing);
  whenLoadedAndIdle(() => void import('./listing-visit').then((visit) => visit.recordListingVisit(visitedListing)));
}
