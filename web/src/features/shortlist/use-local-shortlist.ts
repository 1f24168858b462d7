import { useSyncExternalStore } from 'react';
import { EMPTY, localShortlist, subscribeLocalShortlist } from './local-shortlist';

/**
 * This browser's shortlist, followed as it changes. Empty on the server and while React hydrates
 * its page, with the very array an empty shortlist is here: a different empty array made React
 * render every card's heart and the header again at once after hydrating (about 3,600 components
 * on a search page).
 */
export function useLocalShortlist(): string[] {
  return useSyncExternalStore(subscribeLocalShortlist, localShortlist, () => EMPTY);
}
