import fc from 'fast-check';
import { mergeUnderstood, readQuery, withinEdits } from './query-understanding';

const CITIES: Record<string, string> = { jaipur: 'Jaipur', bengaluru: 'Bengaluru', bangalore: 'Bengaluru' };
const read = (q: string) => readQuery(q, (phrase) => CITIES[phrase]);

describe('reading the words of a query (issue 17)', () => {
  it.each([
    ['under 8000', { priceMax: 8000 }],
    ['below 8k', { priceMax: 8000 }],
    ['less than ₹7,500', { priceMax: 7500 }],
    ['upto 9000', { priceMax: 9000 }],
    ['5000-8000', { priceMin: 5000, priceMax: 8000 }],
    ['5k to 8k', { priceMin: 5000, priceMax: 8000 }],
    ['around 7000', { priceMin: 5950, priceMax: 8050 }],
    ['9000 tak', { priceMax: 9000 }],
    ['above 12000', { priceMin: 12000 }],
  ])('reads the price in "%s"', (q, price) => {
    expect(read(`pg ${q}`)).toEqual({ filters: price, cheap: false, text: null });
  });

  it('reads gender, sharing, food, amenities and the city, and leaves the place as text', () => {
    expect(read('Ladkiyon ke liye single room near Malviya Nagar with food ac wifi jaipur')).toEqual({
      filters: { hostelType: 'girls_hostel', sharingType: ['single'], amenities: ['meals', 'ac', 'wifi'], city: 'Jaipur' },
      cheap: false,
      text: 'malviya nagar',
    });
    expect(read('co-living bangalore pure veg').filters).toEqual({ hostelType: 'co_living', city: 'Bengaluru', foodPreference: 'veg' });
    expect(read('cheap pg').cheap).toBe(true);
    expect(read('koramangala 5th block').text).toBe('koramangala');
    expect(read('pg in 302017').text).toBe('302017');
  });

  it('lets the given filters win over the words', () => {
    const { filters, used } = mergeUnderstood(
      { q: 'girls pg under 8000', hostelType: 'boys_hostel', priceMin: 9000 },
      { hostelType: 'girls_hostel', priceMax: 8000 },
      null,
    );
    expect(filters).toEqual({ hostelType: 'boys_hostel', priceMin: 9000 });
    expect(used).toEqual({});
  });
});

describe('withinEdits', () => {
  /** The whole optimal-string-alignment table, as the textbook computes it: what the banded one must agree with. */
  function distance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    return d[a.length][b.length];
  }

  it('agrees with the full table for every pair of short words over a small alphabet and limits 0 to 3', () => {
    // Three letters make near words (swaps, repeats) common; lengths up to 14 pass the band's edges.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 14 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, limit) => withinEdits(a, b, limit) === distance(a, b) <= limit),
      { numRuns: 20_000 },
    );
  });

  it('reads the typos the search expects', () => {
    expect(withinEdits('koramangla', 'koramangala', 1)).toBe(true);
    expect(withinEdits('malviyanagr', 'malviyanagar', 2)).toBe(true);
    expect(withinEdits('banglore', 'bangalore', 1)).toBe(true);
    expect(withinEdits('hsrlayuot', 'hsrlayout', 1)).toBe(true);
    expect(withinEdits('andheri', 'indiranagar', 2)).toBe(false);
  });
});
