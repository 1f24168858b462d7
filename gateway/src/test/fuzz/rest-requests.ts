import fc from 'fast-check';
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
} from './hostile-values';

/** Malformed requests to every REST route of spec section 7 (fuzz.test.ts). */

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
  ['POST', '/auth/phone/code'],
  ['POST', '/auth/phone/sign-in'],
  ['POST', '/auth/phone/sign-up'],
  ['POST', '/auth/phone/verify'],
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
