/**
 * Taps made on a server-rendered page before React takes it over (issue 15). The page's HTML is
 * on screen, its buttons look ready, and its code is still loading (seconds on a slow phone): a
 * tap there would do nothing. This script, inline in the page before its HTML, holds such taps
 * on the page's buttons (once each: an impatient second tap is not a second wish); the browser
 * code answers them once React has taken the page over (web/src/main.tsx), or, on a page of
 * islands, those in each island once it is live (web/src/public-pages/: held no longer once it is
 * marked ISLAND_LIVE_ATTRIBUTE; `pending()` says which islands were tapped before their script
 * listened). Links are left alone: they work without JavaScript. The gateway
 * allows this one inline script by its hash.
 */
export const EARLY_TAPS_GLOBAL = '__nivaasEarlyTaps';

/** Set on an island of a page once React has it (web/src/public-pages/wake-islands.ts): its taps are React's. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

export const EARLY_TAPS_SCRIPT = `(function(){var held=[];function hold(event){var button=event.target instanceof Element?event.target.closest('#root button'):null;if(!button||button.disabled||button.closest('[${ISLAND_LIVE_ATTRIBUTE}]'))return;event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(button)<0)held.push(button);}document.addEventListener('click',hold,true);var release=window.${EARLY_TAPS_GLOBAL}=function(within){if(!within){document.removeEventListener('click',hold,true);return held.splice(0);}var mine=held.filter(function(b){return within.contains(b);});held=held.filter(function(b){return !within.contains(b);});return mine;};release.pending=function(){return held.slice();};})();`;
