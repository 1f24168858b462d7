import { bearer, signUp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
// Anonymous multipart is refused with a 401 before it is read (upload-gate.test.ts); these come from an owner.
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = bearer((await signUp(t, { role: 'owner' })).token);
});
afterAll(() => t.close());

const part = (name: string, value: string, file = false) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n${value}\r\n`;

describe('malformed GraphQL multipart requests', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', `${part('operations', '{"query":"{ me { id } }"}')}--xyz--\r\n`],
    ['without a boundary or parts', 'multipart/form-data', '{"query":"{ me { id } }"}'],
    ['cut short', 'multipart/form-data; boundary=xyz', '--xy'],
    ['with JSON for a body', 'multipart/form-data; boundary=xyz', '{"query":"{ me { id } }"}'],
    ['with a part header too long', 'multipart/form-data; boundary=xyz', `${part('x'.repeat(60_000), 'abc', true)}--xyz--\r\n`],
  ])('%s get a 400 in the GraphQL error shape, at once', async (_name, contentType, body) => {
    const res = await t.request
      .post('/graphql')
      .set(owner)
      .set('content-type', contentType)
      .set('apollo-require-preflight', 'true')
      .timeout(5000)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual(
      expect.objectContaining({ message: expect.stringMatching(/^The upload could not be read/), extensions: { code: 'BAD_USER_INPUT' } }),
    );
  });
});
