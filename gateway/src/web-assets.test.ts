import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The built app's hashed assets go out as the build compressed them (brotli, else gzip), never
 * compressed again per request, and are cached for a year. Each copy here says which one it is,
 * so the test knows which file was sent.
 */
const ASSET = '/assets/main-AbC123.js';
const copy = (name: string) => `export const sentCopy = '${name}';\n${'// padding so compression is worth it\n'.repeat(100)}`;

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-assets-'));
  const assets = path.join(webDist, 'assets');
  await mkdir(assets);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Nivaas</title><div id="root"></div>');
  await writeFile(path.join(assets, 'main-AbC123.js'), copy('plain'));
  await writeFile(path.join(assets, 'main-AbC123.js.br'), brotliCompressSync(copy('brotli')));
  await writeFile(path.join(assets, 'main-AbC123.js.gz'), gzipSync(copy('gzip')));
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

/** The response's body as bytes (supertest decodes br and gzip; the copy's text says which was sent). */
function fetchAsset(acceptEncoding: string) {
  return t.request
    .get(ASSET)
    .set('accept-encoding', acceptEncoding)
    .buffer(true)
    .parse((res, done) => {
      const stream = res as unknown as IncomingMessage;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
}

describe('hashed assets of the built web app', () => {
  it('sends the brotli copy to a browser that accepts brotli, cached for a year', async () => {
    const res = await fetchAsset('gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((res.body as Buffer).toString()).toContain("sentCopy = 'brotli'");
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await fetchAsset('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect((res.body as Buffer).toString()).toContain("sentCopy = 'gzip'");
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await fetchAsset('identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.body as Buffer).toString()).toContain("sentCopy = 'plain'");
  });

  it('answers 404 for an asset that does not exist, without falling through to the page', async () => {
    await t.request.get('/assets/gone-XyZ.js').set('accept-encoding', 'br').expect(404);
  });
});
