import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The raw HTTP answer: status and GraphQL errors. */
async function post(query: string, variables?: Record<string, unknown>) {
  const res = await t.request.post('/graphql').send({ query, variables });
  return { status: res.status, errors: (res.body.errors ?? []) as Array<{ message: string; extensions?: Record<string, unknown> }> };
}

describe('GraphQL paging arguments are checked before the cost', () => {
  it.each([
    ['a negative limit', '{ properties(limit: -1000000) { total } }', 'limit'],
    ['a negative search limit', '{ search(limit: -5) { total } }', 'limit'],
    ['a limit over 100', '{ search(limit: 101) { total } }', 'limit'],
    ['page 0', '{ properties(page: 0) { total } }', 'page'],
    ['a negative nested limit', '{ properties { items { similar(limit: -100000) { id } } } }', 'limit'],
  ])('refuses %s with 400 BAD_USER_INPUT naming the argument', async (_case, query, field) => {
    const { status, errors } = await post(query);
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(errors[0].message).toMatch(new RegExp(`^${field} must be a whole number`));
    expect(errors[0].extensions).not.toHaveProperty('http');
  });

  it('checks paging arguments given as variables too', async () => {
    const { status, errors } = await post('query Page($limit: Int) { properties(limit: $limit) { total } }', { limit: -3 });
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ message: 'limit must be a whole number from 1 to 100', extensions: { field: 'limit' } });
  });
});

describe('client mistakes are 400s, not 500s', () => {
  it.each([
    ['an operation name the query does not have', { query: '{ states }', operationName: 'x' }, 'Unknown operation named "x".'],
    [
      'two operations and no name',
      { query: 'query A { states } query B { states }' },
      'Must provide operation name if query contains multiple operations.',
    ],
  ])('answers %s with 400 BAD_USER_INPUT naming operationName', async (_case, body, message) => {
    const res = await t.request.post('/graphql').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'operationName' } });
  });

  it('answers a wrong-typed variable with 400 BAD_USER_INPUT', async () => {
    const { status, errors } = await post('query Page($limit: Int) { properties(limit: $limit) { total } }', { limit: 'many' });
    expect(status).toBe(400);
    expect(errors[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0].message).toMatch(/\$limit/);
  });

  it('answers an unknown input field with 400 BAD_USER_INPUT', async () => {
    const { status, errors } = await post('query Find($filter: SearchFilterInput) { search(filter: $filter) { total } }', {
      filter: { nope: 1 },
    });
    expect(status).toBe(400);
    expect(errors[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors[0].message).toMatch(/nope/);
  });

  it('answers a too expensive query with 400 QUERY_TOO_COMPLEX', async () => {
    const { status, errors } = await post(
      '{ properties(limit: 100) { items { similar(limit: 12) { similar(limit: 12) { images { url } } } } } }',
    );
    expect(status).toBe(400);
    expect(errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: t.config.graphqlMaxComplexity });
  });
});

describe('shape limits', () => {
  it('refuses nesting deeper than 8 fields', async () => {
    const nested = `{ properties { items { ${'similar { '.repeat(7)}id${' }'.repeat(7)} } } }`;
    const { status, errors } = await post(nested);
    expect(status).toBe(400);
    expect(errors[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errors[0].message).toMatch(/depth/i);
  });

  it('refuses more than 15 aliases, and 1,000 aliases of a cheap field', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: searchCollections { key }`).join(' ')} }`;
    expect((await post(aliases(15))).status).toBe(200);
    const sixteen = await post(aliases(16));
    expect(sixteen.status).toBe(400);
    expect(sixteen.errors[0].message).toMatch(/aliases/i);
    expect((await post(aliases(1000))).status).toBe(400);
  });

  it('refuses a document of more than 2,000 tokens before validating it', async () => {
    const { status, errors } = await post(`{ ${'blogs { id } '.repeat(600)} }`);
    expect(status).toBe(400);
    expect(errors[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('still answers introspection, which is deeper than the limit', async () => {
    const { status } = await post('{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }');
    expect(status).toBe(200);
  });
});
