import { useCallback, useMemo } from 'react';
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

  const go = useCallback((next: SearchState, replace = false) => navigate({ pathname: '/search-list', search: searchQueryString(next) }, { replace }), [navigate]);

  /** Changes some filters; the results start again at page 1. */
  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const filters = { ...state.filters, ...patch };
      for (const key of Object.keys(patch) as Array<keyof SearchFilters>) if (patch[key] === undefined) delete filters[key];
      go({ ...state, filters, page: 1 });
    },
    [go, state],
  );

  return {
    ...state,
    update,
    replaceFilters: useCallback((filters: SearchFilters) => go({ ...state, filters, page: 1 }), [go, state]),
    /** Puts the filters the search read from the words into the URL, in place of the search just made. */
    adoptUnderstood: useCallback((filters: SearchFilters) => go({ ...state, filters }, true), [go, state]),
    setPage: useCallback((page: number) => go({ ...state, page }), [go, state]),
    setView: useCallback((view: SearchState['view']) => go({ ...state, view }), [go, state]),
  };
}
