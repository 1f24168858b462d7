import { graphql, HttpResponse } from 'msw';
import { PHONE_CODE_MINUTES, PHONE_MESSAGES } from '../../../shared/domain/phone-sign-in';
import type { Role, SessionUserFragment } from '../generated/graphql';
import { server } from './msw-server';
import { graphQLError, sessionPayload, sessionUser } from './session';

/** The code every fake SMS carries. */
export const RIGHT_CODE = '482913';

const wrongCode = () =>
  graphQLError(PHONE_MESSAGES.phoneCodeWrong, 'BAD_USER_INPUT', [{ field: 'code', message: PHONE_MESSAGES.phoneCodeWrong }]);

/**
 * The gateway's phone codes as the web sees them: requestPhoneCode answers when the code ends and
 * when another may be asked (`resendSeconds` after now); RIGHT_CODE is the only right one.
 * signInWithPhone opens `account`'s session when given, else answers a sign-up token;
 * signUpWithPhone makes the account; verifyPhone makes `viewer`'s number the verified one. Returns
 * what each call sent, in order.
 */
export function phoneCodeHandlers({
  account = null,
  viewer = sessionUser(),
  resendSeconds = 30,
}: { account?: SessionUserFragment | null; viewer?: SessionUserFragment; resendSeconds?: number } = {}) {
  const sent = { codes: [] as unknown[], signIns: [] as unknown[], signUps: [] as unknown[], verified: [] as unknown[] };
  server.use(
    graphql.mutation('RequestPhoneCode', ({ variables }) => {
      sent.codes.push(variables.input);
      const now = Date.now();
      return HttpResponse.json({
        data: {
          requestPhoneCode: {
            __typename: 'PhoneCodeSent',
            expiresAt: new Date(now + PHONE_CODE_MINUTES * 60_000).toISOString(),
            resendAfter: new Date(now + resendSeconds * 1000).toISOString(),
          },
        },
      });
    }),
    graphql.mutation('SignInWithPhone', ({ variables }) => {
      const input = variables.input as { code: string };
      sent.signIns.push(input);
      if (input.code !== RIGHT_CODE) return wrongCode();
      return HttpResponse.json({
        data: {
          signInWithPhone: account
            ? { __typename: 'PhoneSignIn', session: sessionPayload(account, 'phone-token'), signUpToken: null }
            : { __typename: 'PhoneSignIn', session: null, signUpToken: 'sign-up-token' },
        },
      });
    }),
    graphql.mutation('SignUpWithPhone', ({ variables }) => {
      const input = variables.input as { name: string; role: Role; email: string | null };
      sent.signUps.push(input);
      const user = sessionUser(input.role, {
        id: 'new-1',
        name: input.name,
        fullName: input.name,
        email: input.email,
        contactNumber: '9876543210',
        phoneVerified: true,
      });
      return HttpResponse.json({ data: { signUpWithPhone: sessionPayload(user, 'phone-token') } });
    }),
    graphql.mutation('VerifyPhone', ({ variables }) => {
      const input = variables.input as { phone: string; code: string };
      sent.verified.push(input);
      if (input.code !== RIGHT_CODE) return wrongCode();
      return HttpResponse.json({
        data: { verifyPhone: { ...viewer, __typename: 'User', contactNumber: input.phone, phoneVerified: true } },
      });
    }),
  );
  return sent;
}
