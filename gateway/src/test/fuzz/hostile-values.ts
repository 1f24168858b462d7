import fc from 'fast-check';

/**
 * What the fuzz suite's generators share (fuzz.test.ts; graphql-requests.ts and rest-requests.ts
 * build on these): the request shape, tokens good and bad, hostile strings, numbers and JSON,
 * content types, bodies cut short or not JSON, bad multipart.
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

export const authorization = (tokens: FuzzTokens): fc.Arbitrary<string | null> =>
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
export const hostileString: fc.Arbitrary<string> = fc.oneof(
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

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(-1, 0, -1_000_000, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, 1e308, -1e308, 0.5, -0.0001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
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

export const CONTENT_TYPES = [
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
export const encoded = (payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: payload.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.tuple(payload, fc.nat()).map(([value, cut]) => (JSON.stringify(value) ?? '').slice(0, cut % 40)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"query":', '[', 'null', '"\\ud800"', '{"query": "{ me { id } }"', '\u0000', '{"a":1}{"b":2}'),
    },
  );

export function multipartBody(): fc.Arbitrary<{ contentType: string; body: string }> {
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

export const withAuth = (auth: string | null): Record<string, string> => (auth ? { authorization: auth } : {});

export function request(method: string, path: string, auth: string | null, contentType: string, body: string | undefined): FuzzRequest {
  return {
    method,
    path,
    headers: { ...withAuth(auth), ...(body === undefined ? {} : { 'content-type': contentType }), accept: 'application/json' },
    body,
  };
}
