import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UserType } from '../user/user.types';
import { AuthPayloadType } from './auth.types';
import {
  PhoneCodeSentType,
  PhoneSignInInputType,
  PhoneSignInType,
  PhoneSignUpInputType,
  RequestPhoneCodeInputType,
  VerifyPhoneInputType,
} from './phone-sign-in.types';

@Resolver()
export class PhoneSignInResolver {
  @Mutation(() => PhoneCodeSentType, {
    description:
      'Sends a 6-digit code by SMS: SIGN_IN for anyone (the same answer whether or not the number has an account), VERIFY when signed in.',
  })
  requestPhoneCode(
    @Arg('input', () => RequestPhoneCodeInputType) input: RequestPhoneCodeInputType,
    @Ctx() { services, viewer, clientIp }: GraphQLContext,
  ): Promise<PhoneCodeSentType> {
    return services.phoneSignIn.requestCode(viewer, input, { ip: clientIp });
  }

  @Mutation(() => PhoneSignInType, {
    description: 'Signs in with a number and its code; a number no account has verified gets a sign-up token instead.',
  })
  signInWithPhone(
    @Arg('input', () => PhoneSignInInputType) input: PhoneSignInInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<PhoneSignInType> {
    return services.phoneSignIn.signIn(input, { ip: clientIp });
  }

  @Mutation(() => AuthPayloadType, {
    description: 'Creates a user or owner account for the number a sign-up token names, and signs it in.',
  })
  signUpWithPhone(
    @Arg('input', () => PhoneSignUpInputType) input: PhoneSignUpInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.phoneSignIn.signUp(input, { ip: clientIp });
  }

  @Authorized()
  @Mutation(() => UserType, {
    description: "The viewer's contact number becomes the verified number, once the code sent to it is typed back.",
  })
  verifyPhone(
    @Arg('input', () => VerifyPhoneInputType) input: VerifyPhoneInputType,
    @Ctx() { services, viewer, clientIp }: GraphQLContext,
  ): Promise<UserType> {
    return services.phoneSignIn.verifyPhone(viewer, input, { ip: clientIp });
  }
}
