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
