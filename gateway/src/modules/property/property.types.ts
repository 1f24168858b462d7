import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { RoleEnum } from '../user/user.types';
import type { Role } from '../../../../shared/domain/roles';
import type { ListingStatus } from '../../../../shared/domain/property';
import { ListingStatusEnum } from './listing-enums';
import { PageFields } from '../../graphql/page-fields';
import type { ListingFieldName } from '../../../../shared/validation/property';
import { declareListingFields } from './listing-fields';
import type { Property } from './property.entity';

@ObjectType('PropertyImage', { simpleResolvers: true, description: 'A listing photo as WebP, in a large size and a 4:3 thumbnail.' })
export class PropertyImageType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => String, {
    description:
      'The large photo and its narrower WebP copies as an <img> srcset ("url 720w, ..."); just the large photo until the copies are made.',
  })
  srcSet: string;

  @Field(() => String)
  thumbnailUrl: string;

  @Field(() => Int)
  thumbnailWidth: number;

  @Field(() => Int)
  thumbnailHeight: number;

  @Field(() => String, {
    description:
      "For the thumbnail's 4:3 place (cards): the thumbnail and the large photo's narrower and wider copies as an <img> srcset; just the thumbnail until the copies are made.",
  })
  thumbnailSrcSet: string;
}

@ObjectType('ListingOwner', { simpleResolvers: true, description: 'Who posted a listing, as the public sees them.' })
export class ListingOwnerType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => RoleEnum)
  role: Role;

  // propertiesListed, verifiedProperties and localities: field resolvers (ListingOwnerResolver).
}

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the interface types the fields
   that declareListing*Fields gives the class at runtime (never instantiated: values come from services). */
/**
 * The listing itself; its form fields are shared's LISTING_FIELDS (declared below), the rest are
 * the server's own. Images, owner and similar listings are field resolvers.
 *
 * `simpleResolvers` (here and on the other types of a search's answer): graphql-js reads a plain
 * field off the object itself, where type-graphql would wrap each in a resolver of its own (some
 * 700 calls and their objects per page of cards). Only for types none of whose plain fields has
 * @Authorized (the wrapper is what checks it); field resolvers are unaffected.
 */
@ObjectType('Property', { simpleResolvers: true, description: 'A PG or hostel listing. Money is in whole rupees.' })
export class PropertyType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  city: string;

  @Field(() => Float, { nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  longitude: number | null;

  @Field(() => ListingStatusEnum)
  status: ListingStatus;

  @Field(() => Boolean)
  verified: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  ownerId: string;

  /** Kept on the listing's row by the reviews trigger; the `rating` field shows them. */
  ratingAverage: number | null;
  ratingCount: number;
}
export interface PropertyType extends Pick<Property, ListingFieldName> {}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */
declareListingFields(PropertyType.prototype);

@ObjectType('PropertyPage')
export class PropertyPageType extends PageFields {
  @Field(() => [PropertyType])
  items: PropertyType[];
}

@ObjectType('RemovedListing', {
  simpleResolvers: true,
  description: 'A listing its owner or an admin deleted, as history shows it: "This listing was removed", with a search in its city.',
})
export class RemovedListingType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  city: string;

  @Field(() => String)
  locality: string;

  @Field(() => GraphQLISODateTime)
  removedAt: Date;
}
