import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { RoleEnum } from '../user/user.types';
import type { Role } from '../../../../shared/domain/roles';
import { PageFields } from '../../graphql/page-fields';

@ObjectType('PropertyImage', { description: 'A listing photo as WebP, in a large size and a 4:3 thumbnail.' })
export class PropertyImageType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => String)
  thumbnailUrl: string;

  @Field(() => Int)
  thumbnailWidth: number;

  @Field(() => Int)
  thumbnailHeight: number;
}

@ObjectType('ListingOwner', { description: 'Who posted a listing, as the public sees them.' })
export class ListingOwnerType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => RoleEnum)
  role: Role;

  // propertiesListed, verifiedProperties and localities: field resolvers (ListingOwnerResolver).
}

/** The listing itself; images, owner and similar listings are field resolvers. */
@ObjectType('Property', { description: 'A PG or hostel listing. Money is in whole rupees.' })
export class PropertyType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Sanitized HTML.' })
  description: string;

  @Field(() => String, { description: 'pg or hostel.' })
  propertyType: string;

  @Field(() => String, { description: 'male, female or unisex.' })
  gender: string;

  @Field(() => Int, { description: 'Rent for one bed per month.' })
  price: number;

  @Field(() => Int)
  deposit: number;

  @Field(() => Int, { description: '1 to 5; 5 means 5 or more.' })
  rooms: number;

  @Field(() => String, { description: "'single bed', 'double bed' or 'triple bed'." })
  beds: string;

  @Field(() => Int)
  bathrooms: number;

  @Field(() => String, { description: 'car, bike, both or none.' })
  parking: string;

  @Field(() => String)
  pinCode: string;

  @Field(() => String)
  state: string;

  @Field(() => String)
  district: string;

  @Field(() => String)
  city: string;

  @Field(() => String)
  locality: string;

  @Field(() => String)
  streetAddress: string;

  @Field(() => String, { description: 'A nearby road or landmark.' })
  nearbyRoad: string;

  @Field(() => Float, { nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  longitude: number | null;

  @Field(() => [String], { description: 'Amenity values (see shared/domain/property.ts), food_service and laundry included.' })
  amenities: string[];

  @Field(() => String, { description: 'pending, approved or rejected.' })
  status: string;

  @Field(() => Boolean)
  verified: boolean;

  @Field(() => Boolean)
  attachedBathroom: boolean;

  @Field(() => [String], { description: 'students and/or working_professionals.' })
  preferredTenants: string[];

  @Field(() => String, { nullable: true, description: 'furnished, semi_furnished or unfurnished.' })
  furnishing: string | null;

  @Field(() => Int, { nullable: true })
  totalCapacity: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  availableFrom: string | null;

  @Field(() => String, { nullable: true })
  videoUrl: string | null;

  @Field(() => String, { nullable: true, description: 'veg, non_veg or both.' })
  foodPreference: string | null;

  @Field(() => [String], { description: 'breakfast, lunch and/or dinner.' })
  meals: string[];

  @Field(() => [String])
  priceInclusions: string[];

  @Field(() => [String])
  houseRules: string[];

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  ownerId: string;

  /** Kept on the listing's row by the reviews trigger; the `rating` field shows them. */
  ratingAverage: number | null;
  ratingCount: number;
}

@ObjectType('PropertyPage')
export class PropertyPageType extends PageFields {
  @Field(() => [PropertyType])
  items: PropertyType[];
}
