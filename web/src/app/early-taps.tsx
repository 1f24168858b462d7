import { useEffect, type ReactNode } from 'react';

/**
 * Answers the taps held before React took the page over, once it has (a parent's effect runs
 * after its whole page is committed): each button still on the page is clicked again, now with
 * its handler. It wraps the page rather than sitting beside it: a sibling would change the ids
 * React gives (useId) from those in the server's HTML, and widgets that find their parts by id
 * (a carousel) would break.
 */
export function AnswerEarlyTaps({ taps, children }: { taps: HTMLButtonElement[]; children: ReactNode }) {
  useEffect(() => {
    // splice: answered once, also when development's StrictMode runs effects twice.
    for (const button of taps.splice(0)) {
      if (!button.isConnected || button.disabled) continue;
      // Focused again first, as the tap focused it before React listened (a focus then is not
      // seen again): some widgets take a click only once focused (an accordion's question: zag's
      // machine takes it in its 'focused' state only).
      if (document.activeElement === button) button.blur();
      button.focus({ preventScroll: true });
      button.click();
    }
  }, [taps]);
  return children;
}
