import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AuthPayloadType } from './auth.types';

@ObjectType('GoogleSignIn', {
  description:
    'Exactly one is set: a session, or (an account has the Google e-mail already) that e-mail, to link Google to it with linkGoogle.',
})
export class GoogleSignInType {
  @Field(() => AuthPayloadType, { nullable: true })
  session?: AuthPayloadType | null;

  @Field(() => String, { nullable: true, description: "The existing account's e-mail: its password links Google to it." })
  linkEmail?: string | null;
}

@InputType('LinkGoogleInput')
export class LinkGoogleInputType {
  @Field(() => String, { description: 'The ticket the Google callback gave the web app.' })
  ticket: string;

  @Field(() => String, { description: "The existing account's password." })
  password: string;
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
      "Links the Google account of a ticket to the existing account with its e-mail, once that account's password is given, and signs it in.",
  })
  linkGoogle(
    @Arg('input', () => LinkGoogleInputType) input: LinkGoogleInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.googleSignIn.link(input, { ip: clientIp });
  }
}
