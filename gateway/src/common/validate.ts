import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses input with a zod schema; every problem becomes a field-named ValidationError. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  );
}
