import { act, render } from '@testing-library/react';
import type { SearchFilters } from '../../../../shared/validation/search';
import { RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { openNewSearch } from './latest-search';
import { useSearchState } from './useSearchState';

/** The hook on /search-list in a memory router, with the router to read the URL it went to. */
function renderSearchState(path: string) {
  let result: { current: ReturnType<typeof useSearchState> & { searchAnew: (filters: SearchFilters) => void } } | undefined;
  function Probe() {
    const navigate = useNavigate();
    // The widget's new search (SearchWidget), beside the page's other parts.
    const state = { ...useSearchState(), searchAnew: (filters: SearchFilters) => openNewSearch(navigate, filters) };
    result = result ?? { current: state };
    result.current = state;
    return null;
  }
  const router = createMemoryRouter([{ path: '/search-list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { state: () => result!.current, url: () => new URLSearchParams(router.state.location.search) };
}

describe('useSearchState', () => {
  it('builds a change made before the page re-renders on a new search from the widget, not on the search before it', () => {
    const { state, url } = renderSearchState('/search-list?city=Jaipur&view=map&page=3');
    const { searchAnew, update } = state();
    act(() => {
      searchAnew({ city: 'Jaipur', bedsFree: true });
      update({ sort: 'price_asc' });
    });
    expect(Object.fromEntries(url())).toEqual({ city: 'Jaipur', bedsFree: 'true', sort: 'price_asc' });
  });

  it('opens a new search from page 1 as a list', () => {
    const { state, url } = renderSearchState('/search-list?city=Jaipur&view=map&page=3');
    act(() => state().searchAnew({ city: 'Pune' }));
    expect(url().toString()).toBe('city=Pune');
  });
});
