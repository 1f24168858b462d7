import { useContext, useEffect, type ReactNode } from 'react';
import { AuthContext } from '../features/auth/auth-context';
import { readToken } from '../features/auth/session-storage';
import type { EarlyChoice } from './early-choices';

/**
 * Answers the taps held before React took the page over, once it has (a parent's effect runs
 * after its whole page is committed): each button still on the page is clicked again, now with
 * its handler. It wraps the page rather than sitting beside it: a sibling would change the ids
 * React gives (useId) from those in the server's HTML, and widgets that find their parts by id
 * (a carousel) would break.
 */
export function AnswerEarlyTaps({
  taps,
  choices = [],
  children,
}: {
  taps: HTMLButtonElement[];
  /** Boxes ticked and choices made before then (held-taps.ts, earlyChoices). */
  choices?: EarlyChoice[];
  children: ReactNode;
}) {
  // Inside an island (whose frame holds the session), a visitor with a stored session is answered
  // once it is known: the island first renders signed out, as the server drew it, and a tap on
  // 'Book a visit' then would ask them to sign in. (The whole page's taps are answered above its
  // providers, where no session is known yet.)
  const auth = useContext(AuthContext);
  const sessionKnown = !auth || !readToken() || auth.status === 'signed-in' || auth.status === 'unavailable';
  useEffect(() => {
    if (!sessionKnown) return;
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
    // A box ticked or a choice made, made again (early-choices.ts).
    for (const choice of choices.splice(0)) choice();
  }, [taps, choices, sessionKnown]);
  return children;
}
