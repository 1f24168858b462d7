import type { NavigateFunction } from 'react-router-dom';
import type { SearchFilters } from '../../../../shared/validation/search';
import { searchHref } from './search-links';
import type { SearchState } from './search-url';

/**
 * The search last asked for on this page, shared by all its parts (the widget, the sidebar, the
 * chips, sort and view): a change made in one before the page has re-rendered with another's (a
 * quick click on a chip after choosing a sort) builds on it instead of dropping it. One per
 * browser page, whether its parts are one app or islands of their own. No zod here: the home
 * page's widget opens searches too.
 */
let latest: SearchState | undefined;

export function latestSearch(): SearchState | undefined {
  return latest;
}

export function rememberSearch(state: SearchState): void {
  latest = state;
}

/** A new search (the widget's): its filters from page 1, as a list, as a link to it opens it. */
export function openNewSearch(navigate: NavigateFunction, filters: SearchFilters): void {
  rememberSearch({ filters, page: 1, view: 'list' });
  void navigate(searchHref(filters));
}
