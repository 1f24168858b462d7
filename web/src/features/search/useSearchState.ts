import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchFilters } from '../../../../shared/validation/search';
import { latestSearch, rememberSearch } from './latest-search';
import { readSearchState, searchQueryString, type SearchState } from './search-url';

/**
 * The search of the /search-list page, kept in its URL: reloading, sharing the link and the Back
 * button all give the same results. Every change is a new history entry. Each part of the page
 * (an island of its own, on a page of islands) calls it; what they last asked for is shared
 * (latest-search.ts).
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);
  useLayoutEffect(() => rememberSearch(state), [state]);
  const latest = useCallback(() => latestSearch() ?? state, [state]);

  const go = useCallback(
    (next: SearchState, replace = false) => {
      rememberSearch(next);
      navigate({ pathname: '/search-list', search: searchQueryString(next) }, { replace });
    },
    [navigate],
  );

  /** Changes some filters; the results start again at page 1. */
  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const filters = { ...latest().filters, ...patch };
      for (const key of Object.keys(patch) as Array<keyof SearchFilters>) if (patch[key] === undefined) delete filters[key];
      go({ ...latest(), filters, page: 1 });
    },
    [go, latest],
  );

  return {
    ...state,
    update,
    replaceFilters: useCallback((filters: SearchFilters) => go({ ...latest(), filters, page: 1 }), [go, latest]),
    /**
     * Puts the filters the search read from the words into the URL, in place of the search just
     * made (`made`). If the visitor has changed the search since (a quick click as the results
     * came), that search will be read for itself: replacing it would undo their change.
     */
    adoptUnderstood: useCallback(
      (made: SearchFilters, filters: SearchFilters) => {
        if (searchQueryString({ filters: latest().filters }) === searchQueryString({ filters: made })) go({ ...latest(), filters }, true);
      },
      [go, latest],
    ),
    setPage: useCallback((page: number) => go({ ...latest(), page }), [go, latest]),
    setView: useCallback((view: SearchState['view']) => go({ ...latest(), view }), [go, latest]),
  };
}
