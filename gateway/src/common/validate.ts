import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses input with a zod schema; every problem becomes a field-named ValidationError. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // The first problem of each field, in the order the schema checks them (as forms show them).
  const firstPerField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!firstPerField.has(field)) firstPerField.set(field, issue.message);
  }
  throw new ValidationError([...firstPerField].map(([field, message]) => ({ field, message })));
}

/** Input as it arrives from a client: the expected fields, of any type until parsed. */
export type Untrusted<T> = { [K in keyof T]?: unknown };
