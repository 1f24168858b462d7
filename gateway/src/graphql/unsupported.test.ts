import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what the GraphQL endpoint does not support', () => {
  it('answers a subscription over HTTP with a 400 saying where subscriptions are served', async () => {
    const res = await t.request.post('/graphql').send({ query: 'subscription { enquiryThreads { id } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual(
      expect.objectContaining({
        message: 'Subscriptions are not supported over HTTP: open a WebSocket to /graphql (the graphql-ws protocol).',
        extensions: { code: 'BAD_REQUEST' },
      }),
    );
  });

  it.each([
    [
      'a hash alone',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } } },
    ],
    [
      'a hash with its query',
      {
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } },
      },
    ],
  ])('answers a persisted query (%s) with a 400 saying persisted queries are unsupported', async (_name, body) => {
    const res = await t.request.post('/graphql').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/persisted queries are not supported/i);
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });
});
