import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The client's address, which per-IP limits count by, comes from X-Forwarded-For only when the
 * connection is from a proxy TRUST_PROXY names; anyone else could otherwise send a new address
 * with every request and never be limited.
 */
describe('TRUST_PROXY', () => {
  it('reads a hop count, or a list of addresses, subnets and Express names', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal, 203.0.113.7, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
      '203.0.113.7',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('refuses what is not an address, subnet or name, saying what it expects', () => {
    for (const bad of ['true', 'nginx', '10.0.0.0/33', '300.1.1.1', 'loopback,,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: expected a number of hops or addresses/);
    }
  });
});

describe('per-IP limits behind a proxy that is not trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The tests connect from 127.0.0.1, which this setting does not trust.
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', THROTTLE_LOGIN_IP: '2/15m' });
  });
  afterAll(() => t.close());

  it('ignores the forwarded address, so changing it does not escape the limit', async () => {
    const login = (forwardedFor: string) =>
      t.request
        .post('/api/v1/auth/login')
        .set('x-forwarded-for', forwardedFor)
        .send({ email: 'nobody@example.in', password: 'wrong-pass' });
    expect((await login('198.51.100.1')).status).toBe(401);
    expect((await login('198.51.100.2')).status).toBe(401);
    expect((await login('198.51.100.3')).status).toBe(429);
  });
});
