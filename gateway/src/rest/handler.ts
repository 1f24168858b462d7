import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '../common/errors';

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
 * error middleware as is, anything else becomes a RestFailure with the call's fallback message.
 */
export function handle(fallbackMessage: string, handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req, res, next) => {
    try {
      const body = await handler(req, res);
      if (!res.headersSent) res.json(body);
    } catch (error) {
      next(error instanceof DomainError ? error : new RestFailure(fallbackMessage, { cause: error }));
    }
  };
}
