import { Field, InputType, Int } from 'type-graphql';

/** The add/edit form; checked by shared/validation/property.ts in the service. */
@InputType('PropertyInput')
export class PropertyInputType {
  @Field(() => String, { description: 'pg or hostel.' })
  propertyType: string;

  @Field(() => String, { description: 'male, female or unisex.' })
  gender: string;

  @Field(() => Int)
  price: number;

  @Field(() => Int, { nullable: true })
  deposit?: number;

  @Field(() => Int)
  rooms: number;

  @Field(() => String)
  beds: string;

  @Field(() => Int)
  bathrooms: number;

  @Field(() => String)
  parking: string;

  @Field(() => String)
  pinCode: string;

  @Field(() => String)
  state: string;

  @Field(() => String)
  district: string;

  @Field(() => String)
  locality: string;

  @Field(() => String, { nullable: true })
  streetAddress?: string;

  @Field(() => String, { nullable: true })
  nearbyRoad?: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true, description: 'HTML; sanitized with an allowlist before it is stored.' })
  description?: string;

  @Field(() => [String], { nullable: true })
  amenities?: string[];

  @Field(() => Boolean, { nullable: true })
  attachedBathroom?: boolean;

  @Field(() => [String], { nullable: true })
  preferredTenants?: string[];

  @Field(() => String, { nullable: true })
  furnishing?: string | null;

  @Field(() => Int, { nullable: true })
  totalCapacity?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  availableFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'A YouTube link.' })
  videoUrl?: string | null;

  @Field(() => String, { nullable: true })
  foodPreference?: string | null;

  @Field(() => [String], { nullable: true })
  meals?: string[];

  @Field(() => [String], { nullable: true })
  priceInclusions?: string[];

  @Field(() => [String], { nullable: true })
  houseRules?: string[];
}
