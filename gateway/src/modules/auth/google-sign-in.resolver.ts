import { Arg, Ctx, Field, FieldResolver, GraphQLISODateTime, InputType, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UserType } from '../user/user.types';
import { AuthPayloadType } from './auth.types';

@ObjectType('GoogleSignIn', {
  description:
    'Exactly one is set: a session, or (an account has the Google e-mail already) that e-mail, to link Google to it with linkGoogle.',
})
export class GoogleSignInType {
  @Field(() => AuthPayloadType, { nullable: true })
  session?: AuthPayloadType | null;

  @Field(() => String, { nullable: true, description: "The existing account's e-mail, to link Google to it with linkGoogle." })
  linkEmail?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "With linkEmail: whether linkGoogle needs that account's password (false: the account has none, and its confirmed e-mail is the proof).",
  })
  linkNeedsPassword?: boolean | null;
}

@InputType('LinkGoogleInput')
export class LinkGoogleInputType {
  @Field(() => String, { description: 'The ticket the Google callback gave the web app.' })
  ticket: string;

  @Field(() => String, { nullable: true, description: "The existing account's password (when linkNeedsPassword)." })
  password?: string | null;
}

@ObjectType('GoogleAccount', { description: 'The Google account that signs this account in (Sign in with Google).' })
export class GoogleAccountType {
  @Field(() => String, { description: "The Google account's verified e-mail when it was linked." })
  email: string;

  @Field(() => GraphQLISODateTime)
  linkedAt: Date;
}

@Resolver(() => UserType)
export class UserGoogleAccountResolver {
  @FieldResolver(() => GoogleAccountType, {
    nullable: true,
    description: 'The linked Google account; null when the account does not sign in with Google.',
  })
  google(@Root() user: UserType, @Ctx() { loaders }: GraphQLContext): Promise<GoogleAccountType | null> {
    return loaders.googleAccounts.load(user.id);
  }
}

@Resolver()
export class GoogleSignInResolver {
  @Mutation(() => GoogleSignInType, {
    description: 'Exchanges the one-time ticket from the Google callback (GET /api/v1/auth/google/callback) for a session.',
  })
  signInWithGoogle(@Arg('ticket', () => String) ticket: string, @Ctx() { services, clientIp }: GraphQLContext): Promise<GoogleSignInType> {
    return services.googleSignIn.redeem(ticket, { ip: clientIp });
  }

  @Mutation(() => AuthPayloadType, {
    description:
      "Links the Google account of a ticket to the existing account with its e-mail, once that account's password is given (when it has one), and signs it in.",
  })
  linkGoogle(
    @Arg('input', () => LinkGoogleInputType) input: LinkGoogleInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.googleSignIn.link(input, { ip: clientIp });
  }
}
