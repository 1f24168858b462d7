import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum from one of shared/domain's closed sets of `{ value, label }`: the values as
 * they are, the labels in its description.
 */
export function enumOf<V extends string>(options: ReadonlyArray<{ value: V; label: string }>, name: string): { [K in V]: K } {
  const values = Object.fromEntries(options.map(({ value }) => [value, value])) as { [K in V]: K };
  registerEnumType(values, { name, description: options.map(({ value, label }) => `${value}: ${label}`).join('; ') });
  return values;
}
