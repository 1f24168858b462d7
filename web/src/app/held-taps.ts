import { EARLY_TAPS_GLOBAL } from '../../../shared/domain/early-taps';

/**
 * The taps the page's inline script holds until the page's code can answer them
 * (shared/domain/early-taps.ts); no React here, so a page of islands reads them before any island
 * has loaded. AnswerEarlyTaps (early-taps.tsx) answers them.
 */

/**
 * Stops holding taps (the page's inline script, shared/domain/early-taps.ts) and gives those held;
 * `within` an island, gives those held on its buttons and holds on for the rest of the page.
 */
export function releaseEarlyTaps(within?: Element): HTMLButtonElement[] {
  return heldTaps()?.(within) ?? [];
}

/** The page's held taps (shared/domain/early-taps.ts), if its inline script ran. */
function heldTaps() {
  type Release = ((within?: Element) => HTMLButtonElement[]) & { pending(): HTMLButtonElement[] };
  return (window as unknown as Record<string, Release | undefined>)[EARLY_TAPS_GLOBAL];
}

/** The buttons tapped and held so far, still waiting (a page of islands wakes the islands they are in). */
export function pendingEarlyTaps(): HTMLButtonElement[] {
  return heldTaps()?.pending() ?? [];
}

/** A box ticked or a choice made before the page's code arrived: the browser showed it, the page's state does not know it. */
export interface EarlyChoice {
  input: HTMLInputElement;
  checked: boolean;
}

/**
 * The checkboxes and radio buttons `within` an island (or the page) that the visitor changed
 * before its code arrived, read before React takes them over (which draws them as the server
 * did); AnswerEarlyTaps makes each choice again once the page is live.
 */
export function earlyChoices(within: Element): EarlyChoice[] {
  return Array.from(within.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'))
    .filter((input) => input.checked !== input.defaultChecked && (input.type === 'checkbox' || input.checked))
    .map((input) => ({ input, checked: input.checked }));
}
