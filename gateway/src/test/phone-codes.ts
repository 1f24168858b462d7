import { signUp } from './accounts';
import type { TestApp } from './test-app';

/** Test helpers for signing in with a mobile number: the operations, fresh numbers and addresses, and the code read from the SMS outbox. */
const SESSION = 'token expiresAt user { id name email role contactNumber phoneVerified }';
export const REQUEST_CODE = 'mutation ($input: RequestPhoneCodeInput!) { requestPhoneCode(input: $input) { expiresAt resendAfter } }';
export const SIGN_IN_WITH_PHONE = `mutation ($input: PhoneSignInInput!) { signInWithPhone(input: $input) { signUpToken session { ${SESSION} } } }`;

let counter = 0;

/** A number no other test of the file has used. */
export const newNumber = () => `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++counter % 100).padStart(2, '0')}`;

/** A client address of its own, so one test never uses up another's per-IP limits. */
export const newAddress = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++counter / 250) % 250}.${counter % 250}` });

/** The code in the newest SMS to a number. */
export async function smsCode(t: TestApp, phone: string): Promise<string> {
  const [sms] = await t.services.sms.sentTo(phone);
  const code = /^(\d{6}) is your Nivaas code\./.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code sent to a number (GraphQL), read back from the outbox. */
export async function codeSentTo(t: TestApp, phone: string, headers: Record<string, string> = {}, purpose = 'SIGN_IN'): Promise<string> {
  const res = await t.graphql(REQUEST_CODE, { input: { phone, purpose } }, { ...newAddress(), ...headers });
  if (res.errors) throw new Error(`asking for a code failed: ${JSON.stringify(res.errors)}`);
  return smsCode(t, phone);
}

/** Lets the next code for a number be asked for at once (as if 30 seconds had passed). */
export async function resendAllowed(t: TestApp, phone: string): Promise<void> {
  await t.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '31 seconds' WHERE phone = $1`, [phone]);
}

export const SIGN_UP_WITH_PHONE = `mutation ($input: PhoneSignUpInput!) { signUpWithPhone(input: $input) { ${SESSION} } }`;
export const VERIFY_PHONE = 'mutation ($input: VerifyPhoneInput!) { verifyPhone(input: $input) { id contactNumber phoneVerified } }';

/** A number no account has, signed in with: the sign-up token the right code gives. */
export async function signUpTokenFor(t: TestApp, phone: string): Promise<string> {
  const code = await codeSentTo(t, phone);
  const res = await t.graphql<{ signInWithPhone: { signUpToken: string | null } }>(
    SIGN_IN_WITH_PHONE,
    { input: { phone, code } },
    newAddress(),
  );
  const token = res.data?.signInWithPhone.signUpToken;
  if (!token) throw new Error(`no sign-up token for ${phone}: ${JSON.stringify(res)}`);
  return token;
}

/** An account made with a mobile number (and an e-mail when given), signed in: its number, id and session token. */
export async function phoneAccount(t: TestApp, { name = 'Meera Joshi', email = null as string | null, role = 'user' } = {}) {
  const phone = newNumber();
  const signUpToken = await signUpTokenFor(t, phone);
  const res = await t.graphql<{ signUpWithPhone: { token: string; user: { id: string } } }>(
    SIGN_UP_WITH_PHONE,
    { input: { signUpToken, name, role, email } },
    newAddress(),
  );
  if (!res.data) throw new Error(`phone sign-up failed: ${JSON.stringify(res.errors)}`);
  return { phone, id: res.data.signUpWithPhone.user.id, token: res.data.signUpWithPhone.token };
}

/** An e-mail account whose number is verified (as the sign-in would find it). */
export async function verifiedAccount(t: TestApp, phone = newNumber()) {
  const account = await signUp(t, { contactNumber: phone, name: 'Kavya Iyer' });
  await t.dataSource.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [account.id]);
  return { ...account, phone };
}
