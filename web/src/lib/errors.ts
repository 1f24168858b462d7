import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown>;
}

/**
 * The GraphQL errors of a failed operation: those Apollo parsed, or those in the body of a
 * non-2xx answer (uploads refused before GraphQL ran answer 4xx with a GraphQL error body).
 */
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors as GraphQLErrorLike[];
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLErrorLike[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The server's message for a failed operation, else the fallback the spec gives that call. */
export function errorMessage(error: unknown, fallback: string): string {
  return graphQLErrorsOf(error)[0]?.message || fallback;
}

/** The GraphQL error code of a failed operation (NOT_FOUND, BAD_USER_INPUT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
