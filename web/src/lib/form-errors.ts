import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The field-level problems a BAD_USER_INPUT error carries (see gateway graphql/errors.ts). */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const problems = graphQLError.extensions?.problems;
    return Array.isArray(problems) ? (problems as FieldProblem[]) : [];
  });
}
