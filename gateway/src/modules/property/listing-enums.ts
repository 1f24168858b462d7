import { Int, registerEnumType } from 'type-graphql';
import {
  AMENITIES,
  BEDS,
  FOOD_PREFERENCES,
  FURNISHING,
  GENDERS,
  LISTING_STATUSES,
  LISTING_STATUS_LABELS,
  MEALS,
  PARKING,
  PREFERRED_TENANTS,
  PROPERTY_TYPES,
  type Amenity,
  type Beds,
  type FoodPreference,
  type Furnishing,
  type ListingStatus,
  type Meal,
  type Parking,
  type PreferredTenant,
  type PropertyGender,
  type PropertyType,
} from '../../../../shared/domain/property';
import type { ListingFieldScalar } from '../../../../shared/validation/property';
import { enumOf, enumValues } from '../../graphql/enum-of';

/** The listing's closed sets as GraphQL enums, each from its one list in shared/domain/property.ts. */
const PropertyTypeEnum = enumOf<PropertyType>(PROPERTY_TYPES, 'PropertyType');
export const PropertyGenderEnum = enumOf<PropertyGender>(GENDERS, 'PropertyGender');
const BedsEnum = enumOf<Beds>(BEDS, 'Beds');
const ParkingEnum = enumOf<Parking>(PARKING, 'Parking');
const AmenityEnum = enumOf<Amenity>(AMENITIES, 'Amenity');
export const PreferredTenantEnum = enumOf<PreferredTenant>(PREFERRED_TENANTS, 'PreferredTenant');
const FurnishingEnum = enumOf<Furnishing>(FURNISHING, 'Furnishing');
const FoodPreferenceEnum = enumValues<FoodPreference>(FOOD_PREFERENCES);
registerEnumType(FoodPreferenceEnum, { name: 'FoodPreference', description: "What a listing's kitchen serves: veg, non_veg or both." });
const MealEnum = enumOf<Meal>(MEALS, 'Meal');
export const ListingStatusEnum = enumOf<ListingStatus>(
  LISTING_STATUSES.map((value) => ({ value, label: LISTING_STATUS_LABELS[value] })),
  'ListingStatus',
);

/** The GraphQL type of each listing field's wire kind (shared's LISTING_FIELDS). */
export const LISTING_FIELD_TYPES: Record<ListingFieldScalar, object> = {
  String,
  Int,
  Boolean,
  PropertyType: PropertyTypeEnum,
  PropertyGender: PropertyGenderEnum,
  Beds: BedsEnum,
  Parking: ParkingEnum,
  Amenity: AmenityEnum,
  PreferredTenant: PreferredTenantEnum,
  Furnishing: FurnishingEnum,
  FoodPreference: FoodPreferenceEnum,
  Meal: MealEnum,
};
