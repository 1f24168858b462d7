import {
  type DocumentNode,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  type NamedTypeNode,
  parse,
  print,
  typeFromAST,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
// Every operation of the web app: the back-office module holds the public ones too.
import * as webOperations from '../../../web/src/generated/back-office/graphql';
import { loadConfig } from '../config';
import { ASSUMED_LIST_SIZE, QUERY_COST, estimateCost } from './cost';
import { buildGraphQLSchema } from './schema';

const schema = buildGraphQLSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => estimateCost(schema, parse(query), variables);

describe('the cost model counts list sizes', () => {
  it('counts a list without a limit as ASSUMED_LIST_SIZE items', () => {
    expect(cost('{ blogs { id } }')).toBe(1 + ASSUMED_LIST_SIZE * 1);
    expect(cost('{ blogs { id title } }')).toBe(1 + ASSUMED_LIST_SIZE * 2);
  });

  it("counts a page's items once, by its limit", () => {
    expect(cost('{ properties(limit: 50) { total items { id } } }')).toBe(1 + 50 * (1 + 1 + 1));
    expect(cost('{ properties(limit: 100) { items { id } } }')).toBeGreaterThan(cost('{ properties(limit: 10) { items { id } } }') * 9);
  });

  it('makes a thousand aliases of a cheap field expensive, not a thousand', () => {
    const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: blogs { id }`).join(' ')} }`;
    expect(cost(aliases)).toBe(1000 * (1 + ASSUMED_LIST_SIZE));
  });

  it('counts nested lists multiplied: photos of a page of listings', () => {
    expect(cost('{ properties(limit: 100) { items { images { url } } } }')).toBe(1 + 100 * (1 + (1 + ASSUMED_LIST_SIZE * 1)));
  });
});

describe('a field that queries per parent costs a query each time', () => {
  it("counts each 'similar' as the query it is, so nesting it cannot multiply queries within the limit", () => {
    expect(cost('{ property(id: "p") { similar(limit: 5) { id } } }')).toBe(1 + QUERY_COST + 5 * 1);
    // Six levels, five each: 3,906 queries (7.1 s anonymously before this rule).
    const nested = Array.from({ length: 6 }).reduce<string>((inner) => `similar(limit: 5) { id ${inner} }`, '');
    expect(cost(`{ property(id: "p") { ${nested} } }`)).toBeGreaterThan(loadConfig({}).graphqlMaxComplexity);
    // A listing page's own question (its similar listings, with their cards) stays far below it.
    expect(cost('{ property(id: "p") { similar(limit: 12) { id title price images { url } } } }')).toBeLessThan(1000);
  });
});

describe('short lists refuse a larger limit instead of cutting it', () => {
  it.each([
    ['similar listings', (limit: number) => `{ properties(limit: 1) { items { similar(limit: ${limit}) { id } } } }`, 12],
    ['search suggestions', (limit: number) => `{ searchSuggestions(q: "jaipur", limit: ${limit}) { text } }`, 20],
  ])('%s', (_name, query, max) => {
    expect(() => cost(query(max + 1))).toThrow(`limit must be a whole number from 1 to ${max}`);
    expect(() => cost(query(max))).not.toThrow();
  });
});

describe("the web app's own operations", () => {
  const documents = Object.entries(webOperations).filter(
    (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === Kind.DOCUMENT,
  );

  /** A value of a type, enough to estimate cost: lists at the largest page there is. */
  const sample = (type: GraphQLInputType, name: string): unknown => {
    if (type instanceof GraphQLNonNull) return sample(type.ofType, name);
    if (type instanceof GraphQLList) return [];
    if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
    if (type instanceof GraphQLInputObjectType) {
      const fields = Object.values(type.getFields()).filter((field) => field.type instanceof GraphQLNonNull);
      return Object.fromEntries(fields.map((field) => [field.name, sample(field.type, field.name)]));
    }
    // A file as graphql-upload hands it over (a single file argument, as uploadBlogImage takes).
    if (type.name === 'Upload') return new Upload();
    if (name === 'limit') return 100;
    return (
      { Int: 1, Float: 1, Boolean: true, ID: '00000000-0000-4000-8000-000000000000', DateTimeISO: '2026-01-01T00:00:00.000Z' }[type.name] ??
      'text'
    );
  };

  // The search box asks for 8 suggestions.
  const sizes: Record<string, Record<string, unknown>> = { SearchSuggestionsDocument: { limit: 8 } };

  it.each(documents)('%s stays under the default cost limit at its largest page', (name, document) => {
    const reparsed = parse(print(document));
    const operation = reparsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const variables = Object.fromEntries(
      (operation?.variableDefinitions ?? []).map((definition) => [
        definition.variable.name.value,
        sample(typeFromAST(schema, definition.type as NamedTypeNode) as GraphQLInputType, definition.variable.name.value),
      ]),
    );
    expect(estimateCost(schema, reparsed, { ...variables, ...sizes[name] })).toBeLessThanOrEqual(loadConfig({}).graphqlMaxComplexity);
  });
});
