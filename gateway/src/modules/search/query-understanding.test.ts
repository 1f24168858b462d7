import { mergeUnderstood, readQuery } from './query-understanding';

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
