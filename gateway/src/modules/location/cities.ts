/**
 * The city people search by, from a listing's state and district. Most districts are named after
 * their city ("Jaipur", "Hyderabad", "Chennai"); the exceptions are here.
 */
import { normaliseDistrictName, normaliseStateName, titleCase } from './place-names';

/** States whose every district is one city, as people search it. */
const CITY_STATES: Readonly<Record<string, string>> = {
  delhi: 'Delhi',
  chandigarh: 'Chandigarh',
};

/** District (current name, lower case) -> the city people search by. */
const CITY_BY_DISTRICT: Readonly<Record<string, string>> = {
  'bengaluru urban': 'Bengaluru',
  mumbai: 'Mumbai',
  'mumbai suburban': 'Mumbai',
  'gautam buddha nagar': 'Noida',
  'kanpur nagar': 'Kanpur',
};

/** Old and English names of cities people still type -> the city's name here. */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  'new delhi': 'Delhi',
  gurgaon: 'Gurugram',
  allahabad: 'Prayagraj',
  mysore: 'Mysuru',
  poona: 'Pune',
  trivandrum: 'Thiruvananthapuram',
};

/**
 * The city of a district: cityOf('Karnataka', 'Bengaluru Urban') and cityOf('Karnataka',
 * 'Bangalore') -> 'Bengaluru'; cityOf('Delhi', 'South Delhi') -> 'Delhi'; otherwise the
 * district's (current) name: cityOf('Rajasthan', 'Jaipur') -> 'Jaipur'.
 */
export function cityOf(stateName: string, districtName: string): string {
  const state = normaliseStateName(stateName);
  const district = normaliseDistrictName(districtName);
  return CITY_STATES[state.toLowerCase()] ?? CITY_BY_DISTRICT[district.toLowerCase()] ?? district;
}

/** A city as typed ("bangalore", "Bombay") -> its name as cityOf answers it ("Bengaluru", "Mumbai"). */
export function normaliseCityName(city: string): string {
  const name = titleCase(city);
  return CITY_ALIASES[name.toLowerCase()] ?? name;
}
