import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { maxUploadBodyBytes } from '../../../shared/domain/uploads';
import { signedIn } from '../test/fixtures';
import { closeServer, listenOnLoopback } from '../test/loopback';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(t.app);
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeServer(server);
  await t.close();
});

/**
 * Starts a photo upload that declares `declaredBytes`, sends the first kilobyte of a file and
 * never the rest: only a server that decides before reading the body can answer it.
 */
function partialUpload(
  path: string,
  declaredBytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(declaredBytes),
        'apollo-require-preflight': 'true',
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer before the body was sent'));
    }, 5000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', () => undefined); // the server closes the connection on the unsent rest
    req.write(
      `--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(1024)}`,
    );
  });
}

const MB = 1024 * 1024;

describe('the upload gate refuses before reading a byte of a file', () => {
  it.each(['/api/v1/property/add-property', '/graphql'])('an anonymous upload to %s is a 401', async (path) => {
    const res = await partialUpload(path, 5 * MB);
    expect(res.status).toBe(401);
    expect(res.body).toMatch(/sign in/i);
  });

  it.each(['/api/v1/property/add-property', '/graphql'])('a declared body over the policy to %s is a 413', async (path) => {
    const owner = await signedIn(t, 'owner');
    const res = await partialUpload(path, maxUploadBodyBytes(t.config.uploads.maxImageBytes) + 1, owner.headers);
    expect(res.status).toBe(413);
    expect(res.body).toMatch(/larger than \d+ MB/);
  });

  it('answers the GraphQL refusal in the GraphQL error shape', async () => {
    const res = await partialUpload('/graphql', 5 * MB);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

/**
 * Uploads a whole file of `mb` megabytes as a browser's form would (fetch, FormData), anonymously,
 * from another process, as a client is: in the gateway's own process the client's writes and the
 * server's answer take turns on one event loop, and the refusal never lands mid-body. Each try's
 * status, or the error fetch ended with.
 */
async function wholeUploadsFromAnotherProcess(path: string, mb: number, tries: number): Promise<string[]> {
  const script = `
    const outcomes = [];
    for (let i = 0; i < ${tries}; i++) {
      const form = new FormData();
      form.append('property_title', 'Upload gate test');
      form.append('images', new Blob([new Uint8Array(${mb} * 1024 * 1024)], { type: 'image/jpeg' }), 'room.jpg');
      try {
        const res = await fetch('http://127.0.0.1:${port}${path}', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
        await res.text();
        outcomes.push(String(res.status));
      } catch (error) {
        outcomes.push('failed: ' + (error.cause?.code ?? error.message));
      }
    }
    console.log(JSON.stringify(outcomes));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as string[];
}

describe('a refused upload still sending its body', () => {
  it.each(['/api/v1/property/add-property', '/graphql'])(
    'gets its answer at %s: the body is read and dropped before the connection closes (it was cut: EPIPE)',
    async (path) => {
      expect(await wholeUploadsFromAnotherProcess(path, 30, 3)).toEqual(['401', '401', '401']);
    },
  );
});
