import '../app/stylesheet';
import { applyColorMode, initialColorMode } from '../app/color-mode-class';
import { readToken } from '../features/auth/session-storage';
import { localShortlist } from '../features/shortlist/local-shortlist';
import { keepFocusUncovered } from '../lib/focus-uncovered';
import { locationAllowed } from '../lib/location-permission';
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
wakeIslands({ personal: ownView ? Promise.resolve(true) : locationAllowed().catch(() => false) });

// The service worker (offline reading, new versions), as on the app's pages.
if (import.meta.env.PROD)
  whenLoadedAndIdle(
    () =>
      void import('../app/service-worker').then((worker) =>
        worker.registerServiceWorker({ showToasts: () => import('./island-root').then((root) => root.mountToasts()) }),
      ),
  );

// A listing's page counts the visit and remembers the listing as seen, as the app's page does.
const visitedListing = document.querySelector(`[${LISTING_VISIT_ATTRIBUTE}]`)?.getAttribute(LISTING_VISIT_ATTRIBUTE);
if (visitedListing) whenLoadedAndIdle(() => void import('./listing-visit').then((visit) => visit.recordListingVisit(visitedListing)));
