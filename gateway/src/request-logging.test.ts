import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { createApp, type NivaasApp } from './app';
import { createTestApp, type TestApp } from './test/test-app';

/** Every line the app logs while serving these requests, parsed. */
const lines: Array<{ level: number; msg: string; req?: { id?: string } }> = [];
let t: TestApp;
let nivaas: NivaasApp;
let request: ReturnType<typeof supertest>;

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  nivaas = await createApp({ config: t.config, dataSource: t.dataSource, logger: pino({ level: 'info' }, sink) });
  request = supertest(nivaas.app);
});
afterAll(async () => {
  await nivaas.stop();
  await t.close();
});

describe('client errors in the log', () => {
  it.each([
    ['bad JSON to REST', () => request.post('/api/v1/auth/login').set('content-type', 'application/json').send('{"oops"')],
    ['a NUL byte in a search', () => request.get('/api/v1/search?q=a%00b')],
    ['an unknown REST path', () => request.get('/api/v1/nothing')],
    [
      'a wrong GraphQL variable',
      () => request.post('/graphql').send({ query: 'query ($l: Int) { properties(limit: $l) { total } }', variables: { l: 'x' } }),
    ],
    ['a negative limit', () => request.post('/graphql').send({ query: '{ properties(limit: -5) { total } }' })],
    ['a GraphQL syntax error', () => request.post('/graphql').send({ query: '{ properties(limit: ' })],
    // One line however many mistakes (it was one error line with a stack per mistake: 101 lines for 2.5 KB).
    [
      'a query of unknown fields',
      () => request.post('/graphql').send({ query: `{ ${Array.from({ length: 40 }, (_, i) => `nope${i}`).join(' ')} }` }),
    ],
    ['an unknown operation name', () => request.post('/graphql').send({ query: '{ states }', operationName: 'x' })],
    ['a subscription', () => request.post('/graphql').send({ query: 'subscription { search { total } }' })],
    [
      'a malformed multipart body',
      () =>
        request.post('/graphql').set('apollo-require-preflight', 'true').set('content-type', 'multipart/form-data; boundary=x').send('--x'),
    ],
    ['a wrong password', () => request.post('/api/v1/auth/login').send({ email: 'nobody@example.in', password: 'wrong-pass1' })],
  ])('%s is logged once, at info or warn, never at error', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const id = res.headers['x-request-id'];
    const ofRequest = lines.filter((line) => line.req?.id === id || (line as { reqId?: string }).reqId === id);
    expect(ofRequest.map((line) => line.level)).toEqual([expect.any(Number)]);
    expect(ofRequest[0].level).toBeLessThanOrEqual(40);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('server faults in the log', () => {
  it('logs a resolver that fails unexpectedly at error, with its stack, and tells the client only that something went wrong', async () => {
    const fault = jest.spyOn(nivaas.services.location, 'states').mockRejectedValueOnce(new Error('disk on fire'));
    try {
      const res = await request.post('/graphql').send({ query: '{ states }' });
      expect(JSON.stringify(res.body)).not.toContain('disk on fire');
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(JSON.stringify(errors[0])).toContain('disk on fire');
      expect(JSON.stringify(errors[0])).toContain('request-logging.test.ts'); // its stack
    } finally {
      fault.mockRestore();
      lines.length = 0;
    }
  });
});
