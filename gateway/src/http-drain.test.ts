import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { drainOnStop } from './http-drain';
import { listenOnLoopback } from './test/loopback';

function get(port: number, agent: http.Agent, path: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('stopping the HTTP server', () => {
  it('closes idle keep-alive connections, answers in-flight work with Connection: close and finishes when that work does', async () => {
    let finishSlow: () => void = () => undefined;
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') finishSlow = () => res.end('slow done');
      else res.end('quick');
    });
    const stop = drainOnStop(server, 20_000);
    const port = await listenOnLoopback(server);
    const idleClient = new http.Agent({ keepAlive: true });
    const busyClient = new http.Agent({ keepAlive: true });
    try {
      // A client with a kept-alive connection that is idle when the stop begins.
      expect((await get(port, idleClient, '/quick')).headers.connection).toBe('keep-alive');
      const slow = get(port, busyClient, '/slow');
      await new Promise((resolve) => setTimeout(resolve, 100));

      const started = Date.now();
      const stopped = stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      finishSlow();
      const answer = await slow;
      await stopped;
      expect(answer.body).toBe('slow done');
      expect(answer.headers.connection).toBe('close');
      // Well before the grace period: nothing waited on the idle connection.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      idleClient.destroy();
      busyClient.destroy();
      server.closeAllConnections();
    }
  });
});

describe('the end of the grace period', () => {
  it('answers a request still uploading with 503 and Retry-After, not a reset', async () => {
    let receiving!: () => void;
    const started = new Promise<void>((resolve) => (receiving = resolve));
    // A photo upload that has not finished arriving when the grace period ends.
    const server = http.createServer((req) => {
      req.on('data', () => receiving());
    });
    const stop = drainOnStop(server, 200);
    const port = await listenOnLoopback(server);
    const client = net.connect(port, '127.0.0.1');
    let answer = '';
    client.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise<string>((resolve) => {
      client.on('error', (error) => resolve(`${answer}[${(error as NodeJS.ErrnoException).code}]`));
      client.on('close', () => resolve(answer));
    });
    // The client keeps sending its upload whatever the server says, until the connection closes.
    const uploading = setInterval(() => {
      if (client.writable) client.write(Buffer.alloc(16 * 1024, 'x'));
    }, 20);
    try {
      client.write(
        'POST /api/v1/property/add-property HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000000\r\n\r\n',
      );
      await started;
      await stop();
      const text = await ended;
      expect(text).toMatch(/^HTTP\/1\.1 503 /);
      expect(text).toMatch(/\r\nRetry-After: 5\r\n/i);
      expect(text).toMatch(/\r\nConnection: close\r\n/i);
      expect(text).toContain('"code":"SERVICE_UNAVAILABLE"');
    } finally {
      clearInterval(uploading);
      client.destroy();
      server.closeAllConnections();
    }
  });
});
