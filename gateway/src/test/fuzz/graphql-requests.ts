import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

import {
  authorization,
  CONTENT_TYPES,
  encoded,
  type FuzzRequest,
  type FuzzTokens,
  hostileNumber,
  hostileString,
  hostileValue,
  multipartBody,
  request,
  withAuth,
} from './hostile-values';

/** Malformed GraphQL requests for every query and mutation of the schema (fuzz.test.ts). */

/** A value shaped like `type`, with any part of it wrong now and then, fields missing or unknown. */
function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = depth > 3 ? fc.constant(null) : hostileValue;
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  let shaped: fc.Arbitrary<unknown>;
  if (isListType(type)) shaped = fc.array(inputValue(type.ofType, depth + 1), { maxLength: 4 });
  else if (isInputObjectType(type)) {
    const fields = Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, inputValue(field.type, depth + 1)]));
    shaped = fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.tuple(hostileString, hostileValue), { freq: 4 }))
      .map(([value, extra]) => (extra ? { ...value, [extra[0] || 'unknownField']: extra[1] } : value));
  } else if (isEnumType(type)) shaped = fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileString);
  else if (type.name === 'Int') shaped = hostileNumber;
  else if (type.name === 'Float') shaped = hostileNumber;
  else if (type.name === 'Boolean') shaped = fc.boolean();
  else if (type.name === 'Upload') shaped = fc.constant(null);
  else shaped = hostileString;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: wrong });
}

/** A selection of up to 4 leaf fields (or __typename) of what a field returns. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)))
    .slice(0, 4)
    .map((field) => field.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** Every query and mutation of the schema, each as a document with one variable per argument. */
function graphqlOperations(schema: GraphQLSchema) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field: GraphQLField<unknown, unknown>) => {
      const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type)])), { requiredKeys: [] });
      // The same arguments written into the document as literals, not variables.
      const inline = variables.map((values) => {
        const given = Object.entries(values).map(([name, value]) => `${name}: ${literal(value)}`);
        return `${kind} { ${field.name}${given.length ? `(${given.join(', ')})` : ''} ${selectionOf(field.type)} }`;
      });
      return { name: field.name, document, variables, inline };
    }),
  );
}

/** A value written as a GraphQL literal (object keys that are not names are left out). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key));
    return `{ ${fields.map(([key, item]) => `${key}: ${literal(item)}`).join(', ')} }`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return JSON.stringify(value);
}

/** Documents that are wrong as a whole. */
const hostileDocument: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.constantFrom(
    '{',
    '{ search { ',
    'subscription { search { total } }',
    'query A { me { id } } query B { me { id } }',
    '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
    `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: searchCollections { key }`).join(' ')} }`,
    `{ properties { items { ${'similar { '.repeat(20)}id${' }'.repeat(20)} } } }`,
    '{ search(limit: 99999999999) { total } }',
    '{ search(filter: { q: "\\u0000" }) { total } }',
    '{ properties(limit: -1000000) { items { id } } }',
    'query ($x: Int) { properties(limit: $x, limit: 5) { total } }',
    'fragment F on Query { ...F } { ...F }',
    '{ me { id @include(if: true) @skip(if: false) @deprecated } }',
  ),
);

const graphqlBody = (schema: GraphQLSchema): fc.Arbitrary<unknown> => {
  const operations = graphqlOperations(schema);
  const single = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(...operations).chain((op) => op.variables.map((variables) => ({ query: op.document, variables }))),
    },
    { weight: 2, arbitrary: fc.record({ query: hostileDocument, variables: fc.option(hostileValue) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        query: fc.constantFrom(...operations).map((op) => op.document),
        variables: hostileValue,
        operationName: fc.option(hostileString),
      }),
    },
    { weight: 3, arbitrary: fc.constantFrom(...operations).chain((op) => op.inline.map((query) => ({ query }))) },
    // An anonymous operation with a name it does not have (the cost estimate answered 500).
    {
      weight: 1,
      arbitrary: fc.constantFrom(...operations).chain((op) => fc.record({ query: op.inline, operationName: hostileString })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } },
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof({ weight: 10, arbitrary: single }, { weight: 1, arbitrary: fc.array(single, { minLength: 2, maxLength: 3 }) });
};

/** Malformed GraphQL requests: POSTed bodies of every kind, GETs, bad headers. */
export function graphqlRequests(schema: GraphQLSchema, tokens: FuzzTokens): fc.Arbitrary<FuzzRequest> {
  const headers = fc.record({
    authorization: authorization(tokens),
    contentType: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, fc.constantFrom(...CONTENT_TYPES)),
  });
  const post = fc
    .tuple(headers, encoded(graphqlBody(schema)))
    .map(([h, body]) => request('POST', '/graphql', h.authorization, h.contentType, body));
  const multipart = fc.tuple(headers, multipartBody()).map(([h, m]) => ({
    ...request('POST', '/graphql', h.authorization, m.contentType, m.body),
    headers: { ...withAuth(h.authorization), 'content-type': m.contentType, 'apollo-require-preflight': 'true' },
  }));
  const get = fc.tuple(headers, hostileDocument, fc.option(hostileValue)).map(([h, query, variables]) => {
    const params = new URLSearchParams({ query, ...(variables === null ? {} : { variables: JSON.stringify(variables) ?? '' }) });
    return {
      method: 'GET',
      path: `/graphql?${params}`,
      headers: { ...withAuth(h.authorization), 'apollo-require-preflight': 'true', accept: 'application/json' },
    };
  });
  return fc.oneof({ weight: 12, arbitrary: post }, { weight: 1, arbitrary: multipart }, { weight: 1, arbitrary: get });
}
