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

/** Registers an account through GraphQL and returns its first session. */
export async function signUp(t: TestApp, overrides: Parameters<typeof newAccount>[0] = {}): Promise<SignedUp> {
  const account = newAccount(overrides);
  // Each sign-up from an address of its own, so helpers never use up a test's per-IP limits.
  const ip = `10.99.${Math.floor(counter / 250)}.${counter % 250}`;
  const res = await t.graphql<{ register: { token: string; user: { id: string; email: string } } }>(
    REGISTER,
    { input: account },
    { 'x-forwarded-for': ip },
  );
  if (!res.data?.register) throw new Error(`sign-up failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.register.user.id, email: res.data.register.user.email, password: account.password, token: res.data.register.token };
}

/** An admin made the only way admins are made (the operator's command), signed in. */
export async function signUpAdmin(t: TestApp, email = `admin.${Date.now()}.${++counter}@example.in`): Promise<SignedUp> {
  const password = 'admin-pass1';
  const { user } = await t.services.users.createOrPromoteAdmin({ email, password, name: 'Site Admin' });
  const session = await t.services.auth.login({ email, password });
  return { id: user.id, email, password, token: session.token };
}
