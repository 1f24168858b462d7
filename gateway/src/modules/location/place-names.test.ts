import { cityOf, normaliseCityName } from './cities';
import { cleanAreaName, normaliseDistrictName, normaliseStateName, officeKind, titleCase, uniqueSortedNames } from './place-names';

describe('cleanAreaName: post-office suffixes', () => {
  it.each([
    ['Port Blair H.O', 'Port Blair'],
    ['Kamthi City SO', 'Kamthi City'],
    ['Ahmedgarh s.O', 'Ahmedgarh'],
    ['Khanapur  BO', 'Khanapur'],
    ['Sahakaranagar P.O', 'Sahakaranagar'],
    ['Elephanta Caves Po', 'Elephanta Caves'],
    ['Gundugolanu So.', 'Gundugolanu'],
    ['Jaipur G.P.O.', 'Jaipur'],
    ['Rampur (B.O.)', 'Rampur'],
    ['Rampur(S.O)', 'Rampur'],
    ['Rampur ( h.o )', 'Rampur'],
    ['Rampur B. O.', 'Rampur'],
    ['Rampur b.o', 'Rampur'],
    ['Rampur Colony', 'Rampur Colony'],
    ['Waltair R S H.O', 'Waltair R S'],
  ])('%s -> %s', (raw, clean) => {
    expect(cleanAreaName(raw)).toBe(clean);
  });

  it('leaves names alone whose last letters only look like a suffix', () => {
    for (const name of ['Tso', 'Bijnor', 'Kasauli M T', 'Santhosh', 'Ho Chi Colony', 'Nadir Ali & Co.']) {
      expect(cleanAreaName(name)).toBe(name);
    }
  });

  it('answers an empty name when only the suffix was there', () => {
    expect(cleanAreaName('H.O')).toBe('');
    expect(cleanAreaName(' (S.O) ')).toBe('');
    expect(cleanAreaName('   ')).toBe('');
  });

  it('drops a trailing parenthesis that only repeats the district or city', () => {
    expect(cleanAreaName('Malviya Nagar (Jaipur)', ['Jaipur'])).toBe('Malviya Nagar');
    expect(cleanAreaName('Rajbhavan (Bangalore) S.O', ['Bengaluru Urban', 'bangalore'])).toBe('Rajbhavan');
    expect(cleanAreaName('Malviya Nagar (Jaipur)')).toBe('Malviya Nagar (Jaipur)');
    expect(cleanAreaName('Gandhinagar(KKD)', ['East Godavari'])).toBe('Gandhinagar(KKD)');
  });

  it('collapses spaces and capitalises lower-case words, keeping acronyms', () => {
    expect(cleanAreaName('Sri krishnapuram')).toBe('Sri Krishnapuram');
    expect(cleanAreaName('Peda-amiram')).toBe('Peda-Amiram');
    expect(cleanAreaName('  Mangolpuri I  Block ')).toBe('Mangolpuri I Block');
    expect(cleanAreaName('NSTL')).toBe('NSTL');
  });
});

describe('officeKind', () => {
  it('reads the kind of office from the suffix', () => {
    expect(officeKind('Bangalore G.P.O.')).toBe('head');
    expect(officeKind('Port Blair H.O')).toBe('head');
    expect(officeKind('Kamthi City SO')).toBe('sub');
    expect(officeKind('Sakat Sanala PO')).toBe('sub');
    expect(officeKind('Pasina Kalan BO')).toBe('branch');
    expect(officeKind('Jagatpura')).toBe('none');
  });
});

describe('uniqueSortedNames', () => {
  it('drops empty names and case-insensitive duplicates, and sorts naturally', () => {
    expect(uniqueSortedNames(['b', 'Sector 10', 'A', '', 'a', 'Sector 9', 'Ábc'])).toEqual(['A', 'Ábc', 'b', 'Sector 9', 'Sector 10']);
  });
});

describe('state and district names', () => {
  it('writes states and districts in one title case, "and" for "&"', () => {
    expect(titleCase('TIRUPPUR')).toBe('Tiruppur');
    expect(titleCase('North And Middle Andaman')).toBe('North and Middle Andaman');
    expect(titleCase('seraikela-kharsawan')).toBe('Seraikela-Kharsawan');
    expect(titleCase(' Jammu  & Kashmir ')).toBe('Jammu and Kashmir');
  });

  it.each([
    ['Chattisgarh', 'Chhattisgarh'],
    ['Pondicherry', 'Puducherry'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['rajasthan', 'Rajasthan'],
    ['Orissa', 'Odisha'],
  ])('state %s -> %s', (raw, clean) => {
    expect(normaliseStateName(raw)).toBe(clean);
  });

  it.each([
    ['Bilaspur(CGH)', 'Bilaspur'],
    ['Bilaspur (HP)', 'Bilaspur'],
    ['Aurangabad(BH)', 'Aurangabad'],
    ['Gurgaon', 'Gurugram'],
    ['K.V.Rangareddy', 'Rangareddy'],
    ['Kaimur (Bhabua)', 'Kaimur'],
    ['Lahul & Spiti', 'Lahaul and Spiti'],
    ['Bengaluru', 'Bengaluru Urban'],
    ['MORBI', 'Morbi'],
    ['Jaipur', 'Jaipur'],
  ])('district %s -> %s', (raw, clean) => {
    expect(normaliseDistrictName(raw)).toBe(clean);
  });
});

describe('cityOf', () => {
  it.each([
    ['Karnataka', 'Bengaluru Urban', 'Bengaluru'],
    ['Karnataka', 'Bangalore', 'Bengaluru'],
    ['Karnataka', 'Bengaluru Rural', 'Bengaluru Rural'],
    ['Rajasthan', 'Jaipur', 'Jaipur'],
    ['Telangana', 'Hyderabad', 'Hyderabad'],
    ['Tamil Nadu', 'Chennai', 'Chennai'],
    ['Delhi', 'South West Delhi', 'Delhi'],
    ['Uttar Pradesh', 'Gautam Buddha Nagar', 'Noida'],
    ['Haryana', 'Gurgaon', 'Gurugram'],
    ['Maharashtra', 'Pune', 'Pune'],
  ])('%s / %s -> %s', (state, district, city) => {
    expect(cityOf(state, district)).toBe(city);
  });

  it('reads old and English city names as the city cityOf answers', () => {
    expect(normaliseCityName('bangalore')).toBe('Bengaluru');
    expect(normaliseCityName('Bombay')).toBe('Mumbai');
    expect(normaliseCityName('jaipur')).toBe('Jaipur');
  });
});
