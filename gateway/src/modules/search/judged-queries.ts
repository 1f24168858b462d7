import type { AmenityFilter, FoodPreferenceFilter, SharingType } from '../../../../shared/domain/search';

/**
 * The judged query set (issue 17): queries as people type them over the sample data's cities,
 * in English and Hinglish, with typos, in any word order and with prices written every way.
 * Each says what every result must be (`expect`) and which listings must be on page 1
 * (`find`, as "Title@Locality"). The understanding test and the bench both run it.
 */
export interface JudgedExpectation {
  gender?: 'girls' | 'boys' | 'co_living';
  city?: string;
  /** In and around this locality (5 km of its listings' centre). */
  near?: string;
  /** Near this landmark: within 5 km of the listings that name it ("Near Gaurav Tower"). */
  nearLandmark?: string;
  /** Text every result must contain (name, locality, landmark or pin code). */
  mentions?: string;
  priceMin?: number;
  priceMax?: number;
  /** Priced in the lowest third of the city's listings. */
  cheap?: boolean;
  sharing?: SharingType;
  amenities?: AmenityFilter[];
  food?: Exclude<FoodPreferenceFilter, 'any'>;
  attachedBathroom?: boolean;
  furnished?: boolean;
}

export interface JudgedQuery {
  q: string;
  expect: JudgedExpectation;
  find: string[];
}

const J = 'Jaipur';
const B = 'Bengaluru';
const C = 'Chennai';
const H = 'Hyderabad';

export const JUDGED_QUERIES: JudgedQuery[] = [
  // The queries of the issue.
  { q: 'girls pg jaipur', expect: { gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'ladies pg hsr layout', expect: { gender: 'girls', near: 'HSR Layout' }, find: ['Sunrise Residency HSR Layout@HSR Layout'] },
  {
    q: 'boys hostel in bengaluru under 8000',
    expect: { gender: 'boys', city: B, priceMax: 8000 },
    find: ['Highway Boys PG Koramangala@Koramangala'],
  },
  {
    q: 'pg near malviya nagar with food',
    expect: { near: 'Malviya Nagar', amenities: ['meals'] },
    find: ['Saanjh Girls PG@Malviya Nagar', 'Highway Boys PG Malviya Nagar@Malviya Nagar'],
  },
  {
    q: 'single room ac wifi jaipur',
    expect: { sharing: 'single', amenities: ['ac', 'wifi'], city: J },
    find: ['Scholars Boys Hostel@Vaishali Nagar'],
  },
  {
    q: 'girls pg near malviya nagar under 8000 with food',
    expect: { gender: 'girls', near: 'Malviya Nagar', priceMax: 8000, amenities: ['meals'] },
    find: ['Gargi Girls PG@Malviya Nagar'],
  },
  // Gender, in English and Hinglish.
  {
    q: 'girls hostel in jaipur under 10000',
    expect: { gender: 'girls', city: J, priceMax: 10000 },
    find: ['Shanti Niwas for Women@Jagatpura'],
  },
  { q: 'boys pg jaipur below 8k', expect: { gender: 'boys', city: J, priceMax: 8000 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'ladkiyon ke liye pg jaipur', expect: { gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'ladko ka hostel jaipur', expect: { gender: 'boys', city: J }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  { q: 'ladkiyo ka pg bangalore', expect: { gender: 'girls', city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'boys pg bangalore', expect: { gender: 'boys', city: B }, find: ['Scholars Boys Hostel@HSR Layout'] },
  { q: 'gents pg madras', expect: { gender: 'boys', city: C }, find: ['Highway Boys PG@Velacheri'] },
  { q: 'women hostel chennai', expect: { gender: 'girls', city: C }, find: ['Saanjh Girls PG Anna Nagar@Anna Nagar'] },
  { q: 'co-living hyderabad', expect: { gender: 'co_living', city: H }, find: ['Haven Stay PG Himayathnagar@Himayathnagar'] },
  { q: 'coliving in bengaluru', expect: { gender: 'co_living', city: B }, find: ['Haven Stay PG@Indiranagar'] },
  { q: 'unisex pg jaipur', expect: { gender: 'co_living', city: J }, find: ['Haven Stay PG@Mansarovar'] },
  { q: 'mixed pg chennai', expect: { gender: 'co_living', city: C }, find: ['Sunrise Residency@Adyar'] },
  { q: 'hostel for boys in chennai', expect: { gender: 'boys', city: C }, find: ['Highway Boys PG@Velacheri'] },
  { q: 'paying guest for ladies in bangalore', expect: { gender: 'girls', city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'Girls PG Jaipur', expect: { gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'JAIPUR GIRLS HOSTEL', expect: { gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'female pg in hyderabad', expect: { gender: 'girls', city: H }, find: ['Shanti Niwas for Women Srinagar Colony@Srinagar Colony'] },
  { q: 'male hostel hyderabad', expect: { gender: 'boys', city: H }, find: ['Scholars Boys Hostel Madhapur@Madhapur'] },
  // Typos.
  { q: 'girls pg banglore', expect: { gender: 'girls', city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'grils pg jaipur', expect: { gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'ladeis hostel bangalore', expect: { gender: 'girls', city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'boys pg jaipr', expect: { gender: 'boys', city: J }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  { q: 'girls pg malviya nagr', expect: { gender: 'girls', near: 'Malviya Nagar' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'triple sharing pg velachery', expect: { sharing: 'triple', near: 'Velacheri' }, find: ['Highway Boys PG@Velacheri'] },
  { q: 'pg in hydrabad', expect: { city: H }, find: ['Scholars Boys Hostel Madhapur@Madhapur'] },
  { q: 'singel room jaipur', expect: { sharing: 'single', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  // Prices written every way.
  { q: 'pg in jaipur under ₹7,500', expect: { city: J, priceMax: 7500 }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: 'pg jaipur 5000-8000', expect: { city: J, priceMin: 5000, priceMax: 8000 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'jaipur pg 5k to 8k', expect: { city: J, priceMin: 5000, priceMax: 8000 }, find: ['Sunrise Residency@Jawahar Nagar'] },
  { q: 'pg in jaipur upto 9000', expect: { city: J, priceMax: 9000 }, find: ['Shanti Niwas for Women@Jagatpura'] },
  { q: 'jaipur me pg 9000 tak', expect: { city: J, priceMax: 9000 }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: 'pg around 7000 jaipur', expect: { city: J, priceMin: 5950, priceMax: 8050 }, find: ['Highway Boys PG@Raja Park Colony'] },
  {
    q: 'girls pg less than 9000 in jaipur',
    expect: { gender: 'girls', city: J, priceMax: 9000 },
    find: ['Shanti Niwas for Women@Jagatpura'],
  },
  { q: 'pg jaipur 8000', expect: { city: J, priceMax: 8000 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'pg jaipur rs 8000', expect: { city: J, priceMax: 8000 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'pg in jaipur 8000 per month', expect: { city: J, priceMax: 8000 }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: 'girls pg jaipur under 8,000/-', expect: { gender: 'girls', city: J, priceMax: 8000 }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: 'pg above 12000 bangalore', expect: { city: B, priceMin: 12000 }, find: ['Saanjh Girls PG@Koramangala'] },
  {
    q: 'pg from 10000 to 15000 in hyderabad',
    expect: { city: H, priceMin: 10000, priceMax: 15000 },
    find: ['Haven Stay PG Himayathnagar@Himayathnagar'],
  },
  {
    q: 'girls pg in chennai between 10000 and 14000',
    expect: { gender: 'girls', city: C, priceMin: 10000, priceMax: 14000 },
    find: ['Saanjh Girls PG Anna Nagar@Anna Nagar'],
  },
  { q: 'girls pg jaipur 10k', expect: { gender: 'girls', city: J, priceMax: 10000 }, find: ['Shanti Niwas for Women@Jagatpura'] },
  { q: 'boys pg jaipur 7.5k', expect: { gender: 'boys', city: J, priceMax: 7500 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: '₹7,500 se kam boys pg jaipur', expect: { gender: 'boys', city: J, priceMax: 7500 }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'pg in chennai max 8000', expect: { city: C, priceMax: 8000 }, find: ['Highway Boys PG@Velacheri'] },
  { q: 'below 10k pg hyderabad', expect: { city: H, priceMax: 10000 }, find: ['Scholars Boys Hostel Srinagar Colony@Srinagar Colony'] },
  { q: 'pg in bangalore within 10000', expect: { city: B, priceMax: 10000 }, find: ['Scholars Boys Hostel@HSR Layout'] },
  { q: 'cheap pg jaipur', expect: { city: J, cheap: true }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'budget pg in bangalore', expect: { city: B, cheap: true }, find: ['Highway Boys PG Koramangala@Koramangala'] },
  { q: 'sasta pg jaipur', expect: { city: J, cheap: true }, find: ['Highway Boys PG@Raja Park Colony'] },
  // Sharing.
  { q: 'single sharing girls pg jaipur', expect: { sharing: 'single', gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  {
    q: 'private room boys hostel jaipur',
    expect: { sharing: 'single', gender: 'boys', city: J },
    find: ['Scholars Boys Hostel@Vaishali Nagar'],
  },
  { q: 'twin sharing pg chennai', expect: { sharing: 'double', city: C }, find: ['Shanti Niwas for Women Adyar@Adyar'] },
  { q: 'dormitory jaipur', expect: { sharing: 'triple', city: J }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: '3 sharing pg jaipur', expect: { sharing: 'triple', city: J }, find: ['Saanjh Girls PG@Barkat Nagar'] },
  { q: '2 sharing boys pg jaipur', expect: { sharing: 'double', gender: 'boys', city: J }, find: ['Highway Boys PG@Raja Park Colony'] },
  { q: 'double sharing pg koramangala', expect: { sharing: 'double', near: 'Koramangala' }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'single room whitefield', expect: { sharing: 'single', near: 'Whitefield' }, find: ['Scholars Boys Hostel Whitefield@Whitefield'] },
  // Food and amenities.
  { q: 'pg with food in adyar', expect: { amenities: ['meals'], near: 'Adyar' }, find: ['Sunrise Residency@Adyar'] },
  { q: 'veg food pg bangalore', expect: { food: 'veg', city: B }, find: ['Scholars Boys Hostel@HSR Layout'] },
  { q: 'pure veg pg jaipur', expect: { food: 'veg', city: J }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  { q: 'non veg food pg jaipur', expect: { food: 'non_veg', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'non-veg boys pg chennai', expect: { food: 'non_veg', gender: 'boys', city: C }, find: ['Highway Boys PG@Velacheri'] },
  { q: 'veg girls pg bangalore', expect: { food: 'veg', gender: 'girls', city: B }, find: ['Sunrise Residency HSR Layout@HSR Layout'] },
  { q: 'ac pg jaipur', expect: { amenities: ['ac'], city: J }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  { q: 'pg with wifi in chennai', expect: { amenities: ['wifi'], city: C }, find: ['Saanjh Girls PG Anna Nagar@Anna Nagar'] },
  { q: 'laundry pg hyderabad', expect: { amenities: ['laundry'], city: H }, find: ['Scholars Boys Hostel Madhapur@Madhapur'] },
  { q: 'pg with parking jaipur', expect: { amenities: ['parking'], city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'attached bathroom pg jaipur', expect: { attachedBathroom: true, city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'furnished girls pg jaipur', expect: { furnished: true, gender: 'girls', city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'fully furnished pg bengaluru', expect: { furnished: true, city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  {
    q: 'girls pg in jaipur with food under 8000',
    expect: { gender: 'girls', city: J, amenities: ['meals'], priceMax: 8000 },
    find: ['Saanjh Girls PG@Barkat Nagar'],
  },
  {
    q: 'boys pg with food and ac jaipur',
    expect: { gender: 'boys', city: J, amenities: ['meals', 'ac'] },
    find: ['Scholars Boys Hostel@Vaishali Nagar'],
  },
  {
    q: 'girls pg jaipur with wifi and laundry',
    expect: { gender: 'girls', city: J, amenities: ['wifi', 'laundry'] },
    find: ['Shanti Niwas for Women@Jagatpura'],
  },
  {
    q: 'ac single room bangalore under 15000',
    expect: { amenities: ['ac'], sharing: 'single', city: B, priceMax: 15000 },
    find: ['Scholars Boys Hostel Whitefield@Whitefield'],
  },
  { q: 'room in bangalore with wifi', expect: { amenities: ['wifi'], city: B }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'khana wala pg jaipur', expect: { amenities: ['meals'], city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  // Places, landmarks and names.
  { q: 'girls pg koramangala', expect: { gender: 'girls', near: 'Koramangala' }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'boys pg in hsr layout', expect: { gender: 'boys', near: 'HSR Layout' }, find: ['Scholars Boys Hostel@HSR Layout'] },
  { q: 'pg in whitefield', expect: { near: 'Whitefield' }, find: ['Shanti Niwas for Women@Whitefield'] },
  { q: 'pg for girls near malviya nagar', expect: { gender: 'girls', near: 'Malviya Nagar' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'malviya nagar girls pg', expect: { gender: 'girls', near: 'Malviya Nagar' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  {
    q: 'pg near malviya nagar metro',
    expect: { nearLandmark: 'malviya nagar metro' },
    find: ['Highway Boys PG Malviya Nagar@Malviya Nagar'],
  },
  { q: 'hostel near gaurav tower', expect: { nearLandmark: 'gaurav tower' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'pg near forum mall', expect: { nearLandmark: 'forum mall' }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'pg near phoenix marketcity', expect: { mentions: 'phoenix marketcity' }, find: ['Shanti Niwas for Women@Whitefield'] },
  { q: 'hsr girls pg', expect: { gender: 'girls', mentions: 'hsr' }, find: ['Sunrise Residency HSR Layout@HSR Layout'] },
  { q: 'koramangala 5th block pg', expect: { near: 'Koramangala' }, find: ['Saanjh Girls PG@Koramangala'] },
  { q: 'pg in hsr layout sector 2', expect: { near: 'HSR Layout' }, find: ['Scholars Boys Hostel@HSR Layout'] },
  {
    q: 'girls pg near vaishali nagar',
    expect: { gender: 'girls', near: 'Vaishali Nagar' },
    find: ['Shanti Niwas for Women Vaishali Nagar@Vaishali Nagar'],
  },
  { q: 'vaishalinagar pg', expect: { near: 'Vaishali Nagar' }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  {
    q: 'pg mansarovar jaipur with ac',
    expect: { amenities: ['ac'], city: J, near: 'Mansarovar' },
    find: ['Highway Boys PG Mansarovar@Mansarovar'],
  },
  { q: 'Saanjh Girls PG', expect: { gender: 'girls', mentions: 'saanjh' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'scholars boys hostel', expect: { gender: 'boys', mentions: 'scholars' }, find: ['Scholars Boys Hostel@Vaishali Nagar'] },
  { q: 'shanti niwas for women', expect: { gender: 'girls', mentions: 'shanti niwas' }, find: ['Shanti Niwas for Women@Jagatpura'] },
  { q: 'girls pg in 302017', expect: { gender: 'girls', mentions: '302017' }, find: ['Saanjh Girls PG@Malviya Nagar'] },
  { q: 'flat share hyderabad', expect: { city: H }, find: ['Scholars Boys Hostel Madhapur@Madhapur'] },
  { q: 'pg for working professionals jaipur', expect: { city: J }, find: ['Saanjh Girls PG@Malviya Nagar'] },
];
