import { signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a malformed photo upload form', () => {
  it.each([
    [
      'a truncated body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
    ],
    ['no boundary', 'multipart/form-data', '--xyz\r\n\r\nabc\r\n--xyz--\r\n'],
  ])('with %s is a 400, not a 500', async (_name, contentType, body) => {
    const owner = await signedIn(t, 'owner');
    const res = await t.request.post('/api/v1/property/add-property').set(owner.headers).set('content-type', contentType).send(body);
    expect(res.status).toBe(400);
  });
});
