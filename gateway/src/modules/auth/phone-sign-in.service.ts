import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import {
  phoneCodeCheckSchema,
  phoneSignUpSchema,
  requestPhoneCodeSchema,
  type PhoneSignUpInput,
} from '../../../../shared/validation/phone-sign-in';
import { ValidationError } from '../../common/errors';
import { parseInput, type Untrusted } from '../../common/validate';
import type { AccountThrottles } from '../throttle/account-throttles';
import type { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import type { AuthService, ClientInfo, Session } from './auth.service';
import type { PhoneCodeSent, PhoneCodes } from './phone-codes';
import type { PhoneSignUpTokens } from './phone-sign-up-token';
import { requireViewer, type Viewer } from './viewer';

/** What a right sign-in code leads to: a session, or (no account has the number) a token to sign up with. */
export type PhoneSignInResult = { session: Session; signUpToken?: undefined } | { session?: undefined; signUpToken: string };

const signUpTokenInvalid = () => new ValidationError([{ field: 'signUpToken', message: PHONE_MESSAGES.signUpTokenInvalid }]);

/**
 * Signing in and up with a mobile number and a code sent to it, and verifying the signed-in
 * account's number. Asking for a sign-in code answers the same whether or not the number has an
 * account (a new number signs up); only a right code tells which.
 */
export class PhoneSignInService {
  constructor(
    private readonly codes: PhoneCodes,
    private readonly signUpTokens: PhoneSignUpTokens,
    private readonly auth: AuthService,
    private readonly users: UserService,
    private readonly throttles: AccountThrottles,
  ) {}

  /** Sends a code: to sign in (anyone) or to verify the viewer's new number (signed in only). */
  async requestCode(viewer: Viewer | null, input: { phone?: unknown; purpose?: unknown }, client: ClientInfo = {}): Promise<PhoneCodeSent> {
    const { phone, purpose } = parseInput(requestPhoneCodeSchema, input);
    const userId = purpose === 'verify' ? requireViewer(viewer).id : null;
    return this.codes.send({ phone, purpose, userId }, client.ip);
  }

  async signIn(input: { phone?: unknown; code?: unknown; remember?: boolean | null }, client: ClientInfo = {}): Promise<PhoneSignInResult> {
    const { phone, code } = parseInput(phoneCodeCheckSchema, input);
    await this.codes.consume({ phone, purpose: 'sign-in', code }, client.ip);
    const user = await this.users.findByVerifiedPhone(phone);
    if (!user) return { signUpToken: await this.signUpTokens.issue(phone) };
    return { session: await this.auth.openSession(user, input.remember === true, client) };
  }

  /** A new account for the number a sign-up token names, signed in. */
  async signUp(input: Untrusted<PhoneSignUpInput>, client: ClientInfo = {}): Promise<Session> {
    const values = parseInput(phoneSignUpSchema, input);
    const phone = await this.signUpTokens.phoneOf(values.signUpToken);
    if (!phone) throw signUpTokenInvalid();
    await this.throttles.registerIp.hit(client.ip);
    const user = await this.users.createPhoneAccount({ name: values.name, role: values.role, email: values.email, phone });
    // The number was verified on an account since the code was typed: signing in again finds it.
    if (!user) throw signUpTokenInvalid();
    return this.auth.openSession(user, false, client);
  }

  /** The viewer's contact number becomes `phone`, verified, once the code sent to it is typed back. */
  async verifyPhone(viewer: Viewer | null, input: { phone?: unknown; code?: unknown }, client: ClientInfo = {}): Promise<User> {
    const { id } = requireViewer(viewer);
    const { phone, code } = parseInput(phoneCodeCheckSchema, input);
    await this.codes.consume({ phone, purpose: 'verify', code, userId: id }, client.ip);
    return this.users.setVerifiedPhone(id, phone);
  }
}
