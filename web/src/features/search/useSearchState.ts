import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchFilters } from '../../../../shared/validation/search';
import { readSearchState, searchQueryString, type SearchState } from './search-url';

/**
 * The search of the /search-list page, kept in its URL: reloading, sharing the link and the Back
 * button all give the same results. Every change is a new history entry.
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);
  // The search last asked for: a second change made before the page has re-rendered with the
  // first (a quick click on a chip after choosing a sort) builds on it instead of dropping it.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const go = useCallback(
    (next: SearchState, replace = false) => {
      latest.current = next;
      navigate({ pathname: '/search-list', search: searchQueryString(next) }, { replace });
    },
    [navigate],
  );

  /** Changes some filters; the results start again at page 1. */
  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const filters = { ...latest.current.filters, ...patch };
      for (const key of Object.keys(patch) as Array<keyof SearchFilters>) if (patch[key] === undefined) delete filters[key];
      go({ ...latest.current, filters, page: 1 });
    },
    [go],
  );

  return {
    ...state,
    update,
    replaceFilters: useCallback((filters: SearchFilters) => go({ ...latest.current, filters, page: 1 }), [go]),
    /** A new search from the search widget: its filters, from page 1, as a list (as a link to it would). */
    searchAnew: useCallback((filters: SearchFilters) => go({ filters, page: 1, view: 'list' }), [go]),
    /**
     * Puts the filters the search read from the words into the URL, in place of the search just
     * made (`made`). If the visitor has changed the search since (a quick click as the results
     * came), that search will be read for itself: replacing it would undo their change.
     */
    adoptUnderstood: useCallback(
      (made: SearchFilters, filters: SearchFilters) => {
        if (searchQueryString({ filters: latest.current.filters }) === searchQueryString({ filters: made }))
          go({ ...latest.current, filters }, true);
      },
      [go],
    ),
    setPage: useCallback((page: number) => go({ ...latest.current, page }), [go]),
    setView: useCallback((view: SearchState['view']) => go({ ...latest.current, view }), [go]),
  };
}
