import { bearer, signUp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('REST bodies of a type no parser reads', () => {
  it.each(['text/plain', 'application/xml', 'application/graphql'])(
    'a %s body to add-property is a 400, not a 500',
    async (contentType) => {
      const owner = await signUp(t, { role: 'owner' });
      const res = await t.request
        .post('/api/v1/property/add-property')
        .set(bearer(owner.token))
        .set('content-type', contentType)
        .send('title=PG&price=-1');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', message: expect.any(String) }));
    },
  );
});
