/**
 * Where a listing is, from its pin code and locality: coordinates for distance search and the
 * city people search by. Implemented by the location module from India's postal directory.
 */
export interface ListingGeography {
  locate(pinCode: string, locality: string): Promise<{ latitude: number; longitude: number } | null>;
  cityOf(state: string, district: string): Promise<string>;
}
