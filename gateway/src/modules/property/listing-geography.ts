/**
 * Where a listing is, from its pin code and locality: coordinates for distance search, the city
 * people search by, and whether the place exists. Implemented by the location module from
 * India's postal directory.
 */
export interface ListingGeography {
  locate(pinCode: string, locality: string): Promise<{ latitude: number; longitude: number } | null>;
  cityOf(state: string, district: string): string;
  hasPlace(state: string, district: string, locality?: string | null): Promise<boolean>;
  pincode(code: string): Promise<{ stateName: string }>;
}
