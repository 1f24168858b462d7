import { bearer, signUp } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a Permissions-Policy that keeps only geolocation (near me) for our own pages', async () => {
    const res = await t.request.get('/healthz');
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(self\)/);
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
  });

  it('marks authenticated answers no-store, on GraphQL and REST', async () => {
    const user = await signUp(t);
    const graphql = await t.request.post('/graphql').set(bearer(user.token)).send({ query: '{ me { id } }' });
    const rest = await t.request.get('/api/v1/auth/get-user').set(bearer(user.token));
    expect(graphql.headers['cache-control']).toBe('no-store');
    expect(rest.headers['cache-control']).toBe('no-store');
  });

  it('lets our own pages, and only them, load uploaded photos (Cross-Origin-Resource-Policy)', async () => {
    await t.services.storage.put('photos/x.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const res = await t.request.get('/uploads/photos/x.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
