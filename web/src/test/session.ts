import { graphql, HttpResponse } from 'msw';
import type { Role, SessionUserFragment } from '../generated/graphql';
import { server } from './msw-server';

/** A signed-in user as the `me` query answers it. */
export function sessionUser(
  role: Role = 'user',
  overrides: Partial<SessionUserFragment> = {},
): SessionUserFragment & { __typename: 'User' } {
  const names: Record<Role, string> = { user: 'Priya Verma', owner: 'Rakesh Sharma', admin: 'Nivaas Admin' };
  return {
    __typename: 'User',
    id: `${role}-1`,
    name: names[role],
    fullName: names[role],
    email: `${role}@nivaas.test`,
    emailConfirmed: true,
    role,
    contactNumber: '9876543210',
    phoneVerified: false,
    gender: null,
    state: null,
    city: null,
    ...overrides,
  };
}

/**
 * Starts a test signed in: a token in session storage (or local storage when remembered) and a
 * `me` handler that answers with the user while the token is the one stored.
 */
export function signedInAs(
  role: Role = 'user',
  overrides: Partial<SessionUserFragment> = {},
  { remember = false, token = 'test-token' } = {},
) {
  const user = sessionUser(role, overrides);
  (remember ? localStorage : sessionStorage).setItem('token', token);
  server.use(
    graphql.query('Me', ({ request }) =>
      HttpResponse.json({ data: { me: request.headers.get('authorization') === `Bearer ${token}` ? user : null } }),
    ),
  );
  return user;
}

/** A session answer (login, register, change password). */
export function sessionPayload(user: SessionUserFragment, token = 'new-token') {
  return {
    __typename: 'AuthPayload',
    token,
    expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
    user: { __typename: 'User', ...user },
  };
}

/** A GraphQL error answer as the gateway formats it. */
export function graphQLError(message: string, code: string, problems?: Array<{ field: string; message: string }>) {
  const extensions: Record<string, unknown> = { code, ...(problems ? { problems, field: problems[0]?.field } : {}) };
  return HttpResponse.json<{ data: null; errors: Array<{ message: string; extensions: Record<string, unknown> }> }>({
    data: null,
    errors: [{ message, extensions }],
  });
}
