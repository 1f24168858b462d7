import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIMILAR_LISTINGS_MAX, type ListingStatus } from '../../../../shared/domain/property';
import { cardDescription } from '../../../../shared/domain/listing-text';
import { DomainError, NotFoundError } from '../../common/errors';
import type { GraphQLContext } from '../../graphql/context';
import { QUERY_COST, shortListCost } from '../../graphql/cost';
import { withUploads } from '../../graphql/uploads';
import { ListingStatusEnum } from './listing-enums';
import { PropertyInputType } from './property.inputs';
import { ListingOwnerType, PropertyImageType, PropertyPageType, PropertyType, RemovedListingType } from './property.types';
import { Property } from './property.entity';
import { PROPERTY_NOT_FOUND } from './property.service';

const VERIFIED_FLAG_RETIRED =
  'The verified mark is set with verifyListing (with its checklist) or removed with removeVerification (with a reason).';

@Resolver(() => PropertyType)
export class PropertyResolver {
  @Query(() => PropertyType, { description: 'One listing: approved ones for everybody, any for its owner and admins.' })
  property(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<PropertyType> {
    return services.propertyQueries.get(viewer, id);
  }

  @Query(() => RemovedListingType, {
    nullable: true,
    description:
      'A listing that was deleted (its page says "This listing was removed"); null for any other id. `property` answers NOT_FOUND for it.',
  })
  async removedListing(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<RemovedListingType | null> {
    const removed = await services.propertyQueries.removed(id);
    return (
      removed && { id: removed.id, title: removed.title, city: removed.city, locality: removed.locality, removedAt: removed.removedAt! }
    );
  }

  @Query(() => PropertyType, {
    description: 'A listing to open in the edit form: its owner and admins only, whatever its status (NOT_FOUND for anybody else).',
  })
  propertyToEdit(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<PropertyType> {
    return services.propertyQueries.getEditable(viewer, id);
  }

  @Query(() => PropertyPageType, { description: 'Approved listings, newest first.' })
  properties(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<PropertyPageType> {
    return services.propertyQueries.listPublic({ page, limit });
  }

  @Authorized('owner', 'admin')
  @Query(() => PropertyPageType, { description: "The viewer's own listings, every status, newest first." })
  myProperties(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyPageType> {
    return services.propertyQueries.listOwn(viewer, { page, limit });
  }

  @Authorized('admin')
  @Query(() => PropertyPageType, {
    description: 'Admins: every listing, newest first, optionally of one status, city and verified mark (the review queue).',
  })
  listingsForReview(
    @Arg('status', () => ListingStatusEnum, { nullable: true, description: 'Any when null.' }) status: ListingStatus | null,
    @Arg('city', () => String, { nullable: true }) city: string | null,
    @Arg('verified', () => Boolean, {
      nullable: true,
      description: 'Only verified (true) or only not verified (false) listings; any when null.',
    })
    verified: boolean | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyPageType> {
    return services.propertyQueries.listForReview(viewer, { status, city, verified, page, limit });
  }

  @Authorized('owner', 'admin')
  @Mutation(() => PropertyType, { description: 'Publishes a listing with up to 10 photos (GraphQL multipart request).' })
  async addProperty(
    @Arg('input', () => PropertyInputType) input: PropertyInputType,
    @Arg('images', () => [GraphQLUpload], { nullable: true }) images: Promise<FileUpload>[] | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return withUploads(images, services.listingImages.maxBytes, (uploads) => services.properties.create(viewer, input, uploads));
  }

  @Authorized('owner', 'admin')
  @Mutation(() => PropertyType, {
    description:
      'Edits a listing. `gallery` lists the photos in their new order: ids of photos to keep, or `new:<n>` for the n-th file in `images`.',
  })
  async updateProperty(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PropertyInputType) input: PropertyInputType,
    @Arg('gallery', () => [String]) gallery: string[],
    @Arg('images', () => [GraphQLUpload], { nullable: true }) images: Promise<FileUpload>[] | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return withUploads(images, services.listingImages.maxBytes, (uploads) =>
      services.properties.update(viewer, id, input, gallery, uploads),
    );
  }

  @Authorized('owner', 'admin')
  @Mutation(() => PropertyType, {
    description: 'The owner (or an admin) says how many beds are free now; null when not stated, 0 when full.',
  })
  setVacantBeds(
    @Arg('id', () => ID) id: string,
    @Arg('vacantBeds', () => Int, { nullable: true }) vacantBeds: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return services.properties.setVacantBeds(viewer, id, vacantBeds);
  }

  @Authorized('owner', 'admin')
  @Mutation(() => PropertyType, {
    description:
      'The owner (or an admin) pauses a listing: hidden from search and taking no enquiries, its page stays. Pausing a paused one changes nothing.',
  })
  pauseProperty(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<PropertyType> {
    return services.properties.setPaused(viewer, id, true);
  }

  @Authorized('owner', 'admin')
  @Mutation(() => PropertyType, { description: 'The owner (or an admin) resumes a paused listing: listed and taking enquiries again.' })
  resumeProperty(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<PropertyType> {
    return services.properties.setPaused(viewer, id, false);
  }

  @Authorized('owner', 'admin')
  @Mutation(() => Boolean, { description: 'Deletes a listing and its photos (its owner or an admin).' })
  async deleteProperty(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    await services.properties.delete(viewer, id);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => PropertyType, { description: 'Admins approve, reject or re-open a listing.' })
  setPropertyStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ListingStatusEnum) status: ListingStatus,
    @Arg('verified', () => Boolean, {
      nullable: true,
      deprecationReason: 'Use verifyListing (with its checklist) or removeVerification (with a reason).',
    })
    verified: boolean | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    // The mark now needs the checklist and leaves a record; a bare flag cannot give either.
    if (verified !== undefined && verified !== null) throw new DomainError('BAD_USER_INPUT', VERIFIED_FLAG_RETIRED, 'verified');
    return services.properties.setStatus(viewer, id, status);
  }

  // The root is typed as the entity the services return: type-graphql then passes it as it is,
  // instead of copying it into a new PropertyType for every field of every card.
  @FieldResolver(() => [PropertyImageType])
  async images(@Root() property: Property, @Ctx() { services, loaders }: GraphQLContext): Promise<PropertyImageType[]> {
    const images = await loaders.propertyImages.load(property.id);
    return images.map((image) => services.listingImages.describe(image));
  }

  @FieldResolver(() => Boolean, {
    description: 'Paused by its owner: hidden from search, its page says it is not taking enquiries now (whatever its status).',
  })
  paused(@Root() property: Property): boolean {
    // Search rows may come without the column; they are never paused.
    return Boolean(property.pausedAt);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Deleted by its owner or an admin: shown only as history (an enquiry, a visit, a review), marked "This listing was removed", never linked.',
  })
  removed(@Root() property: Property): boolean {
    // Search rows may come without the column; they are never removed.
    return Boolean(property.removedAt);
  }

  @FieldResolver(() => String, {
    description:
      'The description as plain text, cut to the 50 characters a listing card shows ("..." when cut): what a card needs instead of the whole description.',
  })
  cardDescription(@Root() property: Property): string {
    return cardDescription(property.description);
  }

  @FieldResolver(() => PropertyImageType, { nullable: true, description: 'The first photo, if any.' })
  async coverImage(@Root() property: Property, @Ctx() ctx: GraphQLContext): Promise<PropertyImageType | null> {
    return (await this.images(property, ctx))[0] ?? null;
  }

  @FieldResolver(() => ListingOwnerType)
  async owner(@Root() property: Property, @Ctx() { loaders }: GraphQLContext): Promise<ListingOwnerType> {
    const owner = await loaders.listingOwners.load(property.ownerId);
    if (!owner) throw new NotFoundError(PROPERTY_NOT_FOUND);
    return { id: owner.id, name: owner.name, role: owner.role };
  }

  @FieldResolver(() => [PropertyType], {
    description: 'Approved listings in the same city, nearest in price.',
    // One query per listing it is asked on.
    complexity: shortListCost(SIMILAR_LISTINGS_MAX, QUERY_COST),
  })
  similar(
    @Root() property: PropertyType,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 4 }) limit: number,
    @Ctx() { services }: GraphQLContext,
  ): Promise<PropertyType[]> {
    return services.propertyQueries.similar(property, limit);
  }
}

/** The owner block's counts, loaded only when asked for (a list of cards needs just name and role). */
@Resolver(() => ListingOwnerType)
export class ListingOwnerResolver {
  @FieldResolver(() => Int, { description: 'Their approved listings.' })
  async propertiesListed(@Root() owner: ListingOwnerType, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return (await loaders.ownerSummaries.load(owner.id)).propertiesListed;
  }

  @FieldResolver(() => Int, { description: 'Their listings checked by the Nivaas team.' })
  async verifiedProperties(@Root() owner: ListingOwnerType, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return (await loaders.ownerSummaries.load(owner.id)).verifiedProperties;
  }

  @FieldResolver(() => [String], { description: 'Localities of their approved listings.' })
  async localities(@Root() owner: ListingOwnerType, @Ctx() { loaders }: GraphQLContext): Promise<string[]> {
    return (await loaders.ownerSummaries.load(owner.id)).localities;
  }
}
