import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message for a failed operation, else the fallback the spec gives that call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}

/** The GraphQL error code of a failed operation (NOT_FOUND, BAD_USER_INPUT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
