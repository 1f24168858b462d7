import { CONFIRM_EMAIL_PATH } from '../../../shared/domain/email-confirmation';
import { linkToken } from './mailed-links';
import type { TestApp } from './test-app';

/** Test helpers for accounts: sign-ups through the API and bearer headers. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SESSION_FIELDS = 'token expiresAt user { id name fullName email role contactNumber gender state city }';
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${SESSION_FIELDS} } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ${SESSION_FIELDS} } }`;
export const ME = '{ me { id name email role } }';

let counter = 0;

/** Registration fields (GraphQL names) of a fresh, valid account. */
export function newAccount(
  overrides: Partial<Record<'name' | 'email' | 'contactNumber' | 'password' | 'confirmPassword' | 'role', string>> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'secret12';
  return {
    name: 'Asha Verma',
    email: `asha.${counter}.${Date.now()}@example.in`,
    contactNumber: '9876543210',
    password,
    confirmPassword: password,
    role: 'user',
    ...overrides,
  };
}

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  token: string;
}

export const CONFIRM_EMAIL = 'mutation ConfirmEmail($token: String!) { confirmEmail(token: $token) { email enquiriesJoined } }';

/** The token of the newest confirmation link mailed to `email`, read from the outbox as its reader would. */
export async function confirmationToken(t: TestApp, email: string): Promise<string> {
  const mails = await t.services.mail.outbox(email);
  return linkToken(
    mails.find((mail) => mail.text.includes(CONFIRM_EMAIL_PATH)),
    CONFIRM_EMAIL_PATH,
  );
}

/**
 * Confirms an account's address the way its holder does: follows the newest link mailed to it
 * (GraphQL confirmEmail). Mail about leads goes only to confirmed addresses, so every test that
 * reads such mail confirms its accounts through this.
 */
export async function confirmEmail(t: TestApp, email: string): Promise<{ email: string; enquiriesJoined: number }> {
  const res = await t.graphql<{ confirmEmail: { email: string; enquiriesJoined: number } }>(CONFIRM_EMAIL, {
    token: await confirmationToken(t, email),
  });
  if (!res.data?.confirmEmail) throw new Error(`confirming ${email} failed: ${JSON.stringify(res.errors)}`);
  return res.data.confirmEmail;
}

/**
 * Registers an account through GraphQL and returns its first session. Its address is confirmed
 * through the mailed link unless `confirmed: false` (the account then gets no mail about leads).
 */
export async function signUp(
  t: TestApp,
  overrides: Parameters<typeof newAccount>[0] = {},
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<SignedUp> {
  const account = newAccount(overrides);
  // Each sign-up from an address of its own, so helpers never use up a test's per-IP limits.
  const ip = `10.99.${Math.floor(counter / 250)}.${counter % 250}`;
  const res = await t.graphql<{ register: { token: string; user: { id: string; email: string } } }>(
    REGISTER,
    { input: account },
    { 'x-forwarded-for': ip },
  );
  if (!res.data?.register) throw new Error(`sign-up failed: ${JSON.stringify(res.errors)}`);
  if (confirmed) await confirmEmail(t, res.data.register.user.email);
  return { id: res.data.register.user.id, email: res.data.register.user.email, password: account.password, token: res.data.register.token };
}

/** An admin made the only way admins are made (the operator's command), signed in. */
export async function signUpAdmin(t: TestApp, email = `admin.${Date.now()}.${++counter}@example.in`): Promise<SignedUp> {
  const password = 'admin-pass1';
  const { user } = await t.services.users.createOrPromoteAdmin({ email, password, name: 'Site Admin' });
  const session = await t.services.auth.login({ email, password });
  return { id: user.id, email, password, token: session.token };
}
