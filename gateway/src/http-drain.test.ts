import http, { type IncomingHttpHeaders } from 'node:http';
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
