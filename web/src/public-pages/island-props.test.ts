import type { IslandsOfPage } from './island-markup';
import { islandProps, writeIslandProps } from './island-props';

const facets = {
  hostelType: [
    { value: 'boys_hostel', label: 'Boys Hostel', count: 19 },
    { value: 'girls_hostel', label: 'Girls Hostel', count: 19 },
  ],
  gender: [
    { value: 'male', label: 'Only Boys', count: 9 },
    { value: 'female', label: 'Only Girls', count: 9 },
  ],
  price: [{ min: 5000, max: 7999, count: 10 }],
};

const searchPage: IslandsOfPage = {
  i0: { name: 'account', props: {} },
  i1: { name: 'search-widget', props: { initial: { city: 'Jaipur' }, facets } },
  i2: { name: 'search-refine', props: { filters: { city: 'Jaipur' }, facets } },
  i3: { name: 'shortlist-button', props: { listingId: 'a1', title: 'Saanjh Girls PG' } },
  i4: { name: 'shortlist-button', props: { listingId: 'a2', title: 'Saanjh Girls PG' } },
  i5: { name: 'search-map', props: { filters: { city: 'Jaipur' } }, wake: 'visible' },
};

describe("islands' props beside the page", () => {
  it('writes a long value that several islands have once, and each island gets its whole props again', () => {
    const written = JSON.parse(JSON.stringify(writeIslandProps(searchPage))) as ReturnType<typeof writeIslandProps>;
    expect(JSON.stringify(written).split('"Boys Hostel"')).toHaveLength(2);
    expect(written.shared).toEqual([facets]);
    expect(written.islands.i1).toEqual({ name: 'search-widget', props: { initial: { city: 'Jaipur' } }, shared: { facets: 0 } });
    for (const [key, island] of Object.entries(searchPage)) expect(islandProps(written.islands[key], written.shared)).toEqual(island.props);
  });

  it("leaves out Apollo's __typename of the answers given as props", () => {
    const answer = { __typename: 'SearchFacets', gender: [{ __typename: 'GenderCount', value: 'male', label: 'Only Boys', count: 9 }] };
    const written = writeIslandProps({ i0: { name: 'search-refine', props: { facets: answer } } });
    expect(JSON.stringify(written)).not.toContain('__typename');
    expect(islandProps(written.islands.i0, written.shared)).toEqual({
      facets: { gender: [{ value: 'male', label: 'Only Boys', count: 9 }] },
    });
  });

  it('keeps short values and values of one island in its own props', () => {
    const written = writeIslandProps(searchPage);
    // The same title twice and the same small filters three times: shorter than a name for them.
    expect(written.islands.i3).toEqual(searchPage.i3);
    expect(written.islands.i5).toEqual(searchPage.i5);
    expect(writeIslandProps({ i0: searchPage.i1 })).toEqual({ islands: { i0: searchPage.i1 }, shared: [] });
  });
});
