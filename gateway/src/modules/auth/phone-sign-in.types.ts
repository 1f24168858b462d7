import { Field, GraphQLISODateTime, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PHONE_CODE_MINUTES, PHONE_CODE_RESEND_SECONDS, type PhoneCodePurpose } from '../../../../shared/domain/phone-sign-in';
import type { RegistrableRole } from '../../../../shared/domain/roles';
import { RoleEnum } from '../user/user.types';
import { AuthPayloadType } from './auth.types';

/** GraphQL names SIGN_IN and VERIFY for the stored 'sign-in' and 'verify'. */
const PhoneCodePurposeEnum: Record<'SIGN_IN' | 'VERIFY', PhoneCodePurpose> = { SIGN_IN: 'sign-in', VERIFY: 'verify' };
registerEnumType(PhoneCodePurposeEnum, {
  name: 'PhoneCodePurpose',
  description: "SIGN_IN: sign in (or up) with the number, anyone; VERIFY: add or change the signed-in account's number.",
});

@InputType('RequestPhoneCodeInput')
export class RequestPhoneCodeInputType {
  @Field(() => String, { description: 'Ten digits, 1000000000 to 9999999999.' })
  phone: string;

  @Field(() => PhoneCodePurposeEnum, { nullable: true, defaultValue: 'sign-in' })
  purpose?: PhoneCodePurpose | null;
}

@ObjectType('PhoneCodeSent', { description: `A 6-digit code was sent by SMS; it works for ${PHONE_CODE_MINUTES} minutes, once.` })
export class PhoneCodeSentType {
  @Field(() => GraphQLISODateTime)
  expiresAt: Date;

  @Field(() => GraphQLISODateTime, { description: `When another code may be asked for (${PHONE_CODE_RESEND_SECONDS} seconds later).` })
  resendAfter: Date;
}

@InputType('PhoneSignInInput')
export class PhoneSignInInputType {
  @Field(() => String)
  phone: string;

  @Field(() => String, { description: 'The 6 digits from the SMS.' })
  code: string;

  @Field(() => Boolean, { nullable: true, description: 'Keep the session for 30 days instead of 12 hours.' })
  remember?: boolean | null;
}

@ObjectType('PhoneSignIn', {
  description: 'Exactly one is set: a session, or (no account has this number verified) a token to sign up with.',
})
export class PhoneSignInType {
  @Field(() => AuthPayloadType, { nullable: true })
  session?: AuthPayloadType | null;

  @Field(() => String, { nullable: true, description: 'For signUpWithPhone; works for 15 minutes and names the number.' })
  signUpToken?: string | null;
}

@InputType('PhoneSignUpInput')
export class PhoneSignUpInputType {
  @Field(() => String)
  signUpToken: string;

  @Field(() => String)
  name: string;

  @Field(() => RoleEnum, { description: 'user or owner.' })
  role: RegistrableRole;

  @Field(() => String, { nullable: true, description: 'Optional; without one the account signs in with its mobile number only.' })
  email?: string | null;
}

@InputType('VerifyPhoneInput')
export class VerifyPhoneInputType {
  @Field(() => String)
  phone: string;

  @Field(() => String, { description: 'The 6 digits from the SMS (asked with purpose VERIFY).' })
  code: string;
}
