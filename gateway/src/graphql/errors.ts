import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, TooManyRequestsError } from '../common/errors';
import { retryLater } from '../common/retry-later';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** True for errors the client caused or can act on; anything else is a bug to log. */
function isExpectedError(formatted: GraphQLFormattedError, error: unknown): boolean {
  if (unwrapResolverError(error) instanceof DomainError) return true;
  const code = formatted.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
}

/**
 * The field a variable's value was refused for, as graphql-js words it ('Variable "$filter" got
 * invalid value "coed" at "filter.hostelType"; ...'): hostelType; the variable when at the top.
 */
function variableField(message: string): string | undefined {
  const found = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; /.exec(message);
  if (!found) return undefined;
  const path = (found[2] ?? found[1]).replace(/\[\d+\]/g, '').split('.');
  return path[path.length - 1];
}

/**
 * The one mapping of errors to what GraphQL clients see: domain errors keep their message and
 * carry `code` (and `field`/`problems` for input errors); unexpected ones become a generic
 * message (the server logs them with the request id, see the error-logging plugin).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.field ? { field: original.field } : {}),
        ...(original.problems?.length ? { problems: original.problems } : {}),
        ...(original instanceof TooManyRequestsError ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  const later = retryLater(original);
  if (later) {
    return {
      message: later.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: later.code, retryAfter: later.retryAfterSeconds },
    };
  }
  if (isExpectedError(formatted, error)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    const field = extensions.code === 'BAD_USER_INPUT' && !extensions.field ? variableField(formatted.message) : undefined;
    return { ...formatted, extensions: field ? { ...extensions, field } : extensions };
  }
  return {
    message: INTERNAL_ERROR_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
