import { graphQLErrorsOf } from './errors';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The field-level problems of a failed operation (see gateway graphql/errors.ts). */
export function fieldProblems(error: unknown): FieldProblem[] {
  return graphQLErrorsOf(error).flatMap((graphQLError) => {
    const { problems, field } = graphQLError.extensions ?? {};
    if (Array.isArray(problems)) return problems as FieldProblem[];
    return typeof field === 'string' && graphQLError.message ? [{ field, message: graphQLError.message }] : [];
  });
}
