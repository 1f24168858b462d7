import net from 'node:net';
import type { Server } from 'node:http';
import { signUp } from './test/accounts';
import { closeServer, listenOnLoopback } from './test/loopback';
import { createTestApp, type TestApp } from './test/test-app';
import { createHttpServer } from './request-timeouts';

// The production figures are 20 s, 30 s and minutes; the same rules with small ones keep this quick.
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '300', UPLOAD_TIMEOUT_MS: '2500' });
  server = createHttpServer(t.app, t.config.requestTimeouts);
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeServer(server);
  await t.close();
});

interface SlowExchange {
  /** Everything the server sent before the connection closed. */
  answer: string;
  /** Whether the client got to send every piece before the server closed the connection. */
  sentAll: boolean;
}

/** Sends `head`, then each piece `everyMs` apart, over a raw socket; resolves once the server closes. */
function sendSlowly(head: string, pieces: string[], everyMs: number): Promise<SlowExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // A write racing the server's close may fail; what the server answered is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sentAll: next === pieces.length });
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (next === pieces.length || socket.destroyed) return clearInterval(timer);
      socket.write(pieces[next++]);
    }, everyMs);
  });
}

/** `body` in `count` pieces of about the same size. */
const split = (body: string, count: number) => {
  const size = Math.ceil(body.length / count);
  return Array.from({ length: count }, (_, index) => body.slice(index * size, (index + 1) * size));
};

const json = JSON.stringify({ email: 'slow@example.in', password: 'secret12' });
const jsonHead = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n`;

describe('a client that sends its request too slowly', () => {
  it.each(['/api/v1/auth/login', '/graphql'])(
    'is answered 408 and let go when a JSON body to %s takes longer than the request bound',
    async (path) => {
      // A piece every 100 ms: the body would take 2 s in all, the bound is 300 ms.
      const { answer, sentAll } = await sendSlowly(jsonHead(path), split(json, 20), 100);
      expect(sentAll).toBe(false);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    },
  );

  it('is let go when its headers take longer than the headers bound (Node answers 408)', async () => {
    const headers = Array.from({ length: 20 }, (_, index) => `X-Slow-${index}: yes\r\n`);
    const { answer, sentAll } = await sendSlowly('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', [...headers, '\r\n'], 100);
    expect(sentAll).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('does not cut a JSON body that arrives within the bound', async () => {
    const { answer, sentAll } = await sendSlowly(jsonHead('/api/v1/auth/login'), split(json, 2), 20);
    expect(sentAll).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('a signed-in photo upload', () => {
  const boundary = 'nivaas-slow-upload';
  const multipart = [
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA slow upload\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    'x'.repeat(4_000),
    `\r\n--${boundary}--\r\n`,
  ].join('');
  const uploadHead = (token: string) =>
    `POST /api/v1/property/add-property HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${multipart.length}\r\nConnection: close\r\n\r\n`;

  it('may take longer than the request bound: the whole body is read and answered', async () => {
    const owner = await signUp(t, { role: 'owner' });
    // 1 s in all: past the 300 ms bound of other requests, within the upload bound (2.5 s).
    const { answer, sentAll } = await sendSlowly(uploadHead(owner.token), split(multipart, 10), 100);
    expect(sentAll).toBe(true);
    // The form itself is incomplete (and the photo no image): the answer is about it, not about time.
    expect(answer).toMatch(/^HTTP\/1\.1 4(?!08)\d\d /);
  });

  it('is answered 408 and let go past the upload bound', async () => {
    const owner = await signUp(t, { role: 'owner' });
    // 20 pieces 200 ms apart would take 4 s; the upload bound is 2.5 s.
    const { answer, sentAll } = await sendSlowly(uploadHead(owner.token), split(multipart, 20), 200);
    expect(sentAll).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
