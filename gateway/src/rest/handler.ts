import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '../common/errors';
import type { RestNames } from './rest-names';

/** An unexpected failure of a REST call, carrying the message the spec gives that call. */
export class RestFailure extends Error {
  constructor(
    readonly publicMessage: string,
    options: { cause: unknown },
  ) {
    super(publicMessage, options);
    this.name = 'RestFailure';
  }
}

/**
 * Wraps a REST handler: its resolved value is sent as JSON; a DomainError passes through to the
 * error middleware (its fields under the client's names when the resource has a names table),
 * anything else becomes a RestFailure with the call's fallback message.
 */
export function handle(
  fallbackMessage: string,
  handler: (req: Request, res: Response) => Promise<unknown>,
  names?: Pick<RestNames<string>, 'clientError'>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const body = await handler(req, res);
      if (!res.headersSent) res.json(body);
    } catch (error) {
      if (error instanceof DomainError) return next(names ? names.clientError(error) : error);
      next(new RestFailure(fallbackMessage, { cause: error }));
    }
  };
}
