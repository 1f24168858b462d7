import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum from one of shared/domain's closed sets of `{ value, label }`: the values as
 * they are, the labels in its description.
 */
export function enumOf<V extends string>(options: ReadonlyArray<{ value: V; label: string }>, name: string): { [K in V]: K } {
  const values = enumValues(options.map(({ value }) => value));
  registerEnumType(values, { name, description: options.map(({ value, label }) => `${value}: ${label}`).join('; ') });
  return values;
}

/** The object type-graphql takes as an enum: each value of a closed set named by itself. */
export function enumValues<V extends string>(values: readonly V[]): { [K in V]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };
}
