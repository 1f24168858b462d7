import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useSearchState } from './useSearchState';

/** The hook on /search-list in a memory router, with the router to read the URL it went to. */
function renderSearchState(path: string) {
  let result: { current: ReturnType<typeof useSearchState> } | undefined;
  function Probe() {
    const state = useSearchState();
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
