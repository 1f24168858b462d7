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

/**
 * Runs `work`, renaming the fields of a ValidationError it throws: an API whose inputs name
 * fields differently from the service (GraphQL `contactNumber` for `contact_number`) reports
 * problems under its own names.
 */
export async function withFieldNames<T>(names: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError((error.problems ?? []).map((problem) => ({ ...problem, field: names[problem.field] ?? problem.field })));
  }
}
