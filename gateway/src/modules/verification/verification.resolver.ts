import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PropertyType } from '../property/property.types';

@InputType('VerificationChecklistInput', { description: 'What the admin checked; all three must be true.' })
export class VerificationChecklistInput {
  @Field(() => Boolean)
  photosMatch: boolean;

  @Field(() => Boolean)
  ownerIdentitySeen: boolean;

  @Field(() => Boolean)
  addressConfirmed: boolean;

  @Field(() => String, { nullable: true, description: 'What was seen (at most 500 characters).' })
  note?: string | null;
}

@ObjectType('ListingVerification', {
  description: 'An admin verified the listing (or removed the mark): what was checked, who, when, why.',
})
export class ListingVerificationType {
  @Field(() => Boolean, { description: 'true: verified; false: the mark was removed.' })
  verified: boolean;

  @Field(() => Boolean)
  photosMatch: boolean;

  @Field(() => Boolean)
  ownerIdentitySeen: boolean;

  @Field(() => Boolean)
  addressConfirmed: boolean;

  @Field(() => String)
  note: string;

  @Field(() => String, { nullable: true, description: 'The admin (null once their account is deleted).' })
  checkedByName: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@Resolver(() => PropertyType)
export class VerificationResolver {
  @Authorized('admin')
  @Mutation(() => PropertyType, { description: 'Admins mark a listing verified after checking the photos, the owner and the address.' })
  verifyListing(
    @Arg('id', () => ID) id: string,
    @Arg('checklist', () => VerificationChecklistInput) checklist: VerificationChecklistInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return services.verification.verify(viewer, id, { ...checklist, note: checklist.note ?? undefined });
  }

  @Authorized('admin')
  @Mutation(() => PropertyType, { description: 'Admins remove the verified mark, saying why.' })
  removeVerification(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return services.verification.unverify(viewer, id, { reason });
  }

  @FieldResolver(() => GraphQLISODateTime, { nullable: true, description: 'When the Nivaas team last verified it (null unless verified).' })
  async verifiedAt(@Root() property: PropertyType, @Ctx() { loaders }: GraphQLContext): Promise<Date | null> {
    if (!property.verified) return null;
    const latest = await loaders.latestVerifications.load(property.id);
    return latest?.verified ? latest.createdAt : null;
  }

  @Authorized('admin')
  @FieldResolver(() => [ListingVerificationType], { description: 'Admins: every verification and removal, newest first.' })
  async verificationHistory(
    @Root() property: PropertyType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ListingVerificationType[]> {
    const history = await services.verification.history(viewer, property.id);
    return history.map((entry) => ({ ...entry, checkedByName: entry.checker?.name ?? null }));
  }
}
