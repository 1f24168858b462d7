import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType('EmailConfirmed', { description: 'An e-mail address confirmed with the link mailed to it.' })
export class EmailConfirmedType {
  @Field(() => String, { description: 'The address now confirmed.' })
  email: string;

  @Field(() => Int, { description: 'Enquiries sent signed out with this address that joined the account (now in My enquiries).' })
  enquiriesJoined: number;
}

@Resolver()
export class EmailConfirmationResolver {
  @Mutation(() => EmailConfirmedType, {
    description:
      "Confirms the account's e-mail address with the token of the mailed link (single use, 48 hours). Public: the link works signed out.",
  })
  confirmEmail(@Arg('token', () => String) token: string, @Ctx() { services }: GraphQLContext): Promise<EmailConfirmedType> {
    return services.emailConfirmations.confirm({ token });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Mails a new confirmation link to the signed-in account's address (earlier links stop working). Rate-limited per account.",
  })
  async sendEmailConfirmation(@Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    await services.emailConfirmations.resend(viewer);
    return true;
  }
}
