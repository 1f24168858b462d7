import { graphQLErrorsOf } from './errors';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The field-level problems an error carries: BAD_USER_INPUT's list, or the one `field` of other expected errors (CONFLICT on email). */
export function fieldProblems(error: unknown): FieldProblem[] {
  return graphQLErrorsOf(error).flatMap((graphQLError) => {
    const { problems, field } = graphQLError.extensions ?? {};
    if (Array.isArray(problems)) return problems as FieldProblem[];
    return typeof field === 'string' && graphQLError.message ? [{ field, message: graphQLError.message }] : [];
  });
}

/**
 * Shows a BAD_USER_INPUT error's problems under the form's own fields; `names` maps the API's
 * field names to the form's where they differ. Returns true when at least one was shown.
 */
export function showFieldProblems<Field extends string>(
  error: unknown,
  setError: (field: Field, error: { type: string; message: string }) => void,
  fields: readonly Field[],
  names: Record<string, Field> = {},
): boolean {
  let shown = false;
  for (const problem of fieldProblems(error)) {
    const field = names[problem.field] ?? (problem.field as Field);
    if (!fields.includes(field)) continue;
    setError(field, { type: 'server', message: problem.message });
    shown = true;
  }
  return shown;
}
