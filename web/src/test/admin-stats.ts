/** An adminStats answer for web tests: every figure, 30 days and the charts' lists. */
export function adminStatsFixture(period = 'LAST_7_DAYS', { empty = false, newListings = 12 } = {}) {
  const card = (key: string, value: number, previous: number | null) => ({ __typename: 'StatCard', key, value, previous });
  const named = (name: string, count: number) => ({ __typename: 'NamedCount', name, count });
  return {
    __typename: 'AdminStats',
    period,
    from: '2026-11-18T18:30:00.000Z',
    to: '2026-11-25T08:00:00.000Z',
    cards: [
      card('newListings', empty ? 0 : newListings, empty ? 0 : 8),
      card('listingsWaiting', 3, null),
      card('approvedListings', 1240, null),
      card('newUsers', empty ? 0 : 1500, empty ? 0 : 2000),
      card('newOwners', 4, 4),
      card('enquiries', 57, 0),
      card('phoneReveals', 9, 12),
    ],
    daily: Array.from({ length: 30 }, (_, i) => ({
      __typename: 'DailyCount',
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      enquiries: empty ? 0 : i % 3,
      signUps: empty ? 0 : i % 2,
    })),
    listingsByCity: empty ? [] : [named('Jaipur', 40), named('Pune', 12)],
    listingsByStatus: empty ? [] : [named('approved', 52), named('pending', 3)],
    unfoundSearches: empty ? [] : [named('koramangla', 7), named('whitefeild pg', 4)],
  };
}
