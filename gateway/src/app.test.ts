import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GRAPHQL_MAX_COMPLEXITY: '20', CONTACT_EMAIL: 'stay@example.in' });
});
afterAll(() => t.close());

describe('the gateway', () => {
  it('reports healthy when the database answers', async () => {
    const res = await t.request.get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uploads: 'writable' });
  });

  it('gives every response a request id, reusing a sane incoming one', async () => {
    const fresh = await t.request.get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.request.get('/healthz').set('x-request-id', 'trace-123');
    expect(echoed.headers['x-request-id']).toBe('trace-123');
  });

  it('serves the runtime settings of the web app', async () => {
    const res = await t.request.get('/runtime-config.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain('"email":"stay@example.in"');
  });

  it('refuses GraphQL operations above the cost limit before running them', async () => {
    const res = await t.graphql('{ blogs { id title description image createdAt } a: blogs { id } }');
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('hides unexpected errors behind a generic message', async () => {
    const spy = jest.spyOn(t.services.blogs, 'list').mockRejectedValueOnce(new Error('password=secret leaked'));
    const res = await t.graphql('{ blogs { id } }');
    spy.mockRestore();
    expect(res.errors?.[0]).toEqual(
      expect.objectContaining({ message: expect.not.stringContaining('secret'), extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    );
  });

  it('answers unknown REST paths with a JSON 404', async () => {
    const res = await t.request.get('/api/v1/nothing-here').expect(404);
    expect(res.body).toEqual({ message: 'No API route for GET /nothing-here', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON bodies with a 400, not a 500', async () => {
    const res = await t.request.post('/api/v1/fetch-blog').set('content-type', 'application/json').send('{"oops"');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('refuses cross-site GraphQL requests that could bypass CORS (CSRF prevention)', async () => {
    const res = await t.request.get('/graphql?query=%7Bblogs%7Bid%7D%7D');
    expect(res.status).toBe(400);
  });
});
