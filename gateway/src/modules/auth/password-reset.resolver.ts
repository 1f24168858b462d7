import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ResetPasswordInputType } from './auth.types';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'E-mails a reset link (valid 30 minutes, single use) if the address has an account. Always true: it never tells whether it has.',
  })
  async requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() { services, clientIp }: GraphQLContext): Promise<boolean> {
    await services.passwordReset.request({ email }, { ip: clientIp });
    return true;
  }

  @Query(() => Boolean, {
    description:
      'Whether the token of a reset link still works (unused, not expired), without using it. Counted as a reset attempt for the rate limit.',
  })
  async resetLinkWorks(@Arg('token', () => String) token: string, @Ctx() { services, clientIp }: GraphQLContext): Promise<boolean> {
    return services.passwordReset.linkWorks({ token }, { ip: clientIp });
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with the token of a reset link; signs the account out everywhere.' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInputType) input: ResetPasswordInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<boolean> {
    await services.passwordReset.reset(input, { ip: clientIp });
    return true;
  }
}
