/**
 * Taps made on a server-rendered page before React takes it over (issue 15). The page's HTML is
 * on screen, its buttons look ready, and its code is still loading (seconds on a slow phone): a
 * tap there would do nothing. This script, inline in the page before its HTML, holds such taps
 * on the page's buttons (once each: an impatient second tap is not a second wish); the browser
 * code answers them once React has taken the page over (web/src/main.tsx). Links are left alone:
 * they work without JavaScript. The gateway allows this one inline script by its hash.
 */
export const EARLY_TAPS_GLOBAL = '__nivaasEarlyTaps';

export const EARLY_TAPS_SCRIPT = `(function(){var held=[];function hold(event){var button=event.target instanceof Element?event.target.closest('#root button'):null;if(!button||button.disabled)return;event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(button)<0)held.push(button);}document.addEventListener('click',hold,true);window.${EARLY_TAPS_GLOBAL}=function(){document.removeEventListener('click',hold,true);return held.splice(0);};})();`;
