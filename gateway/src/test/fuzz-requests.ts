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

/**
 * Generators of malformed requests for the fuzz suite (fuzz.test.ts): wrong types, missing and
 * unknown fields, huge and negative numbers, huge strings, NUL and other control characters, bad
 * JSON, bad multipart, wrong content types, bad and expired tokens, for every GraphQL operation
 * of the schema and every REST route of spec section 7.
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Tokens a client may send: none, real ones (filled in by the test), garbage and an expired JWT. */
export interface FuzzTokens {
  user: string;
  owner: string;
  admin: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Well formed, long expired, signed with a key that is not ours. */
const EXPIRED_JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', iat: 1_600_000_000, exp: 1_600_000_600 })}.c2lnbmF0dXJl`;
const UNSIGNED_JWT = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin' })}.`;

const authorization = (tokens: FuzzTokens): fc.Arbitrary<string | null> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom(tokens.user, tokens.owner, tokens.admin).map((token) => `Bearer ${token}`) },
    fc.constantFrom(
      `Bearer ${EXPIRED_JWT}`,
      `Bearer ${UNSIGNED_JWT}`,
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(5000)}`,
      'bearer x.y.z',
    ),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
  );

/** Strings meant to hurt: control characters, lone surrogates, injections, huge ones. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'jaipur\u0000',
    '\u0007\u001b[31m',
    '\u007f',
    '\ud800',
    '\ufeff',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<img src=x onerror=alert(1)>',
    '../../../etc/passwd',
    '%00',
    '${7*7}',
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    'a@b.in',
    '9876543210',
    'NaN',
  ),
  fc.integer({ min: 1, max: 60 }).map((n) => 'x'.repeat(n * 1000)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(-1, 0, -1_000_000, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, 1e308, -1e308, 0.5, -0.0001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', '$where')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

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

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/graphql',
  'application/xml',
];

/** A body written out: mostly JSON, sometimes cut short, sometimes not JSON at all. */
const encoded = (payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: payload.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.tuple(payload, fc.nat()).map(([value, cut]) => (JSON.stringify(value) ?? '').slice(0, cut % 40)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"query":', '[', 'null', '"\\ud800"', '{"query": "{ me { id } }"', '\u0000', '{"a":1}{"b":2}'),
    },
  );

function multipartBody(): fc.Arbitrary<{ contentType: string; body: string }> {
  const part = fc
    .tuple(
      fc.oneof(fc.constantFrom('operations', 'map', '0', 'images', 'title', 'price', 'gallery'), hostileString),
      hostileString,
      fc.boolean(),
    )
    .map(
      ([name, value, file]) =>
        `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"${file ? '; filename="a.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n${value}\r\n`,
    );
  return fc
    .tuple(fc.array(part, { maxLength: 4 }), fc.constantFrom('xyz', ''), fc.boolean(), fc.nat())
    .map(([parts, boundary, truncate, cut]) => {
      const whole = `${parts.map((p) => `--xyz\r\n${p}`).join('')}--xyz--\r\n`;
      return {
        contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
        body: truncate ? whole.slice(0, cut % (whole.length + 1)) : whole,
      };
    });
}

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

/** The REST routes of spec section 7, with what their query strings and bodies take. */
const REST_ROUTES = [
  ['GET', '/admin/users'],
  ['DELETE', '/admin/users/:id'],
  ['POST', '/auth/login'],
  ['POST', '/auth/register'],
  ['GET', '/auth/get-user'],
  ['POST', '/auth/logout'],
  ['POST', '/auth/change-password'],
  ['PUT', '/auth/profile'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/reset-password'],
  ['POST', '/auth/reset-password/check'],
  ['GET', '/fetch-blog'],
  ['GET', '/fetch-blog/:id'],
  ['GET', '/search'],
  ['GET', '/search/suggestions'],
  ['GET', '/location/states'],
  ['GET', '/location/districts'],
  ['GET', '/location/areas'],
  ['GET', '/location/pincode/:pincode'],
  ['GET', '/properties'],
  ['POST', '/property/add-property'],
  ['GET', '/property/my-properties/:id'],
  ['GET', '/property/:id'],
  ['DELETE', '/properties/:id'],
] as const;

/** Field names the routes read, so generated bodies and query strings reach the checks behind the parser. */
const FIELD_NAMES = [
  'email',
  'password',
  'confirmPassword',
  'name',
  'fullName',
  'contactNumber',
  'contact_number',
  'role',
  'remember',
  'currentPassword',
  'newPassword',
  'token',
  'gender',
  'state',
  'city',
  'district',
  'area',
  'pincode',
  'title',
  'description',
  'price',
  'address',
  'amenities',
  'images',
  'gallery',
  'status',
  'page',
  'limit',
  'q',
  'sort',
  'lat',
  'lng',
  'radius',
  'nearMe',
  'hostelType',
  'sharing',
  'minPrice',
  'maxPrice',
  'search',
  'id',
];

const fieldName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: hostileString });
const restObject = fc.dictionary(fieldName, hostileValue, { maxKeys: 8 });

/** A query string: known keys with hostile values, repeated keys, bracket syntax, broken escapes. */
const queryString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fieldName, fc.oneof(hostileString, hostileNumber.map(String)), { maxKeys: 6 })
      .map((values) => new URLSearchParams(values).toString()),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fieldName, hostileString, hostileString)
      .map(([key, a, b]) => `${encode(key)}=${encode(a)}&${encode(key)}=${encode(b)}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'page[$gt]=1',
      'limit[]=5',
      'q=%E0%A4%A',
      'q=%',
      'city=%00',
      'q[a][b][c]=1',
      '&&&=',
      'limit=1e3',
      'page=0x10',
      // Rows to skip past PostgreSQL's integer (a 500 before the furthest page was a rule).
      'page=21474838&limit=100',
    ),
  },
);

/** encodeURIComponent refuses lone surrogates; URLs carry their replacement character instead. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

const pathSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', '302017', '1', 'abc') },
  { weight: 2, arbitrary: hostileString.filter((text) => text.length < 3000).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '..%2F..%2Fetc', '%2e%2e', '%00') },
);

/** Malformed REST requests to every route: hostile paths, query strings, bodies and headers. */
export function restRequests(tokens: FuzzTokens): fc.Arbitrary<FuzzRequest> {
  const route = fc.constantFrom(...REST_ROUTES);
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: encoded(fc.oneof({ weight: 4, arbitrary: restObject }, { weight: 1, arbitrary: hostileValue })).map((text) => ({
        contentType: 'application/json',
        body: text,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(queryString, fc.constantFrom(...CONTENT_TYPES)).map(([text, contentType]) => ({ contentType, body: text })),
    },
    { weight: 1, arbitrary: multipartBody() },
  );
  return fc
    .tuple(
      route,
      fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
      fc.option(queryString, { freq: 2 }),
      body,
      authorization(tokens),
      fc.boolean(),
    )
    .map(([[method, template], segments, query, payload, auth, verbatimMethod]) => {
      let index = 0;
      const path = `/api/v1${template.replace(/:\w+/g, () => segments[index++] ?? 'x')}${query ? `?${query}` : ''}`;
      // Now and then a method the route does not take.
      const sent = verbatimMethod ? method : method === 'GET' ? 'POST' : 'GET';
      return request(sent, path, auth, payload.contentType, sent === 'GET' ? undefined : payload.body);
    });
}

const withAuth = (auth: string | null): Record<string, string> => (auth ? { authorization: auth } : {});

function request(method: string, path: string, auth: string | null, contentType: string, body: string | undefined): FuzzRequest {
  return {
    method,
    path,
    headers: { ...withAuth(auth), ...(body === undefined ? {} : { 'content-type': contentType }), accept: 'application/json' },
    body,
  };
}
