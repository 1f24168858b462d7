/**
 * Expected failures a user can act on. Services throw these; the GraphQL layer maps them to
 * `extensions.code` and the REST adapter to an HTTP status, both from `code` alone.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS';

export interface FieldProblem {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
    /** Every problem when more than one input is wrong (the first is also in message/field). */
    readonly problems?: FieldProblem[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class ValidationError extends DomainError {
  constructor(problems: FieldProblem[]) {
    super('BAD_USER_INPUT', problems[0]?.message ?? 'Invalid input', problems[0]?.field, problems);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

/** Throttled: the message says when to try again; REST also sends a Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export const httpStatusByCode: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** PostgreSQL's unique_violation: a unique index caught a second row sent at the same moment. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID; services use it so a malformed id is "not found", never a 500. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
