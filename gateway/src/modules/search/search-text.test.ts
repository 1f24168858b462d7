import { allowedEdits, buildTextQuery, queryWords, type TermMatch } from './search-text';

const match = (position: number, token: string, term: string, distance = 0, listings = 10, pair = false): TermMatch => ({
  position,
  pair,
  token,
  term,
  listings,
  distance,
});

describe('queryWords', () => {
  it('splits on anything but letters and digits, keeping at most 8 words', () => {
    expect(queryWords('  Malviya-Nagar, Jaipur 302017 ')).toEqual(['Malviya', 'Nagar', 'Jaipur', '302017']);
    expect(queryWords('Málviya')).toEqual(['Málviya']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords(' ,. ')).toEqual([]);
  });
});

describe('allowedEdits', () => {
  it('allows no edit for short words and numbers, one up to 6 letters, two beyond', () => {
    expect(allowedEdits('hsr')).toBe(0);
    expect(allowedEdits('302017')).toBe(0);
    expect(allowedEdits('nagr')).toBe(1);
    expect(allowedEdits('koramangla')).toBe(2);
  });
});

describe('buildTextQuery', () => {
  it('keeps known words and corrects unknown ones to listed words within the allowed edits', () => {
    const query = buildTextQuery(
      ['malviya', 'nagr'],
      [match(0, 'malviya', 'malviya'), match(1, 'nagr', 'nagar', 1, 500), match(1, 'nagr', 'nagri', 1, 2), match(1, 'nagr', 'nagaram', 3)],
    );
    expect(query).toEqual({
      match: "('malviya') & ('nagar' | 'nagri' | 'nagr':*)",
      rank: "'malviya' | 'nagar'",
      compact: 'malviyanagar',
      understood: 'malviya nagar',
    });
  });

  it('accepts two typed words as one listed word and the other way round', () => {
    const joined = buildTextQuery(
      ['vaishali', 'nagar'],
      [match(0, 'vaishali', 'vaishali'), match(1, 'nagar', 'nagar'), match(0, 'vaishalinagar', 'vaishalinagar', 0, 5, true)],
    );
    expect(joined?.match).toBe("(('vaishali') & ('nagar' | 'nagar':*) | 'vaishalinagar')");
    const one = buildTextQuery(['vaishalinagar'], [match(0, 'vaishalinagar', 'vaishalinagar')]);
    expect(one?.match).toBe("('vaishalinagar' | 'vaishalinagar':*)");
  });

  it('lets filler words rank without filtering, and keeps an unknown word as a requirement', () => {
    const query = buildTextQuery(['girls', 'pg', 'in', 'adyar'], [match(3, 'adyar', 'adyar')]);
    expect(query?.match).toBe("('adyar' | 'adyar':*)");
    expect(query?.rank).toBe("'adyar' | 'girls' | 'pg' | 'in'");
    expect(buildTextQuery(['pg'], [])?.match).toBeNull();
    expect(buildTextQuery(['zzqx', 'adyar'], [match(1, 'adyar', 'adyar')])?.match).toBe("'zzqx' & ('adyar' | 'adyar':*)");
  });

  it('never puts anything but letters and digits inside a lexeme', () => {
    const query = buildTextQuery(["o'neil"], [match(0, "o'neil", "o'neil"), match(0, "o'neil", 'oneil', 1)]);
    expect(query?.match).toBe("('oneil')");
  });
});
