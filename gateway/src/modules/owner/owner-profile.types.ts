import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { Role } from '../../../../shared/domain/roles';
import { RoleEnum } from '../user/user.types';

@ObjectType('OwnerProfile', {
  description: 'Who posts listings, as anybody may see them (no e-mail or phone). Every figure is counted from the database.',
})
export class OwnerProfileType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => GraphQLISODateTime, { description: 'When they joined.' })
  memberSince: Date;

  @Field(() => Int, { description: 'Their approved listings.' })
  propertiesListed: number;

  @Field(() => Int, { description: 'Their approved listings checked by the Nivaas team.' })
  verifiedProperties: number;

  @Field(() => [String], { description: 'Localities of their approved listings, A to Z.' })
  localities: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Median minutes from an enquiry to their first reply; null until they have replied to 3 enquiries.',
  })
  medianReplyMinutes: number | null;

  @Field(() => Boolean, { description: 'They proved their number with a code sent to it by SMS (the number itself is not shown).' })
  numberVerified: boolean;

  // listings(page, limit): a field resolver (OwnerProfileResolver).
}
