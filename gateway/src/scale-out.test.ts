import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOGIN, ME, bearer, signUp } from './test/accounts';
import { capturingLogger } from './test/capturing-logger';
import { postListing, signedIn } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Two gateways on one database, as behind a proxy: whatever one gateway does, the other sees.
 * Both keep photos in one shared folder (what S3 / MinIO gives gateways on several machines).
 */
type Gateway = Awaited<ReturnType<TestApp['peer']>>;

let t: TestApp;
let a: TestApp;
let b: Gateway;
let sharedDir: string;
beforeAll(async () => {
  sharedDir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-shared-uploads-'));
  t = await createTestApp({ DATA_DIR: sharedDir, THROTTLE_LOGIN_ACCOUNT: '3/15m' });
  a = t;
  b = await t.peer();
});
afterAll(async () => {
  await t.close();
  await rm(sharedDir, { recursive: true, force: true });
});

describe('two gateways on one database', () => {
  it('a session opened through one gateway works on the other, and logging out on one ends it on both', async () => {
    const account = await signUp(a);
    const me = await b.graphql<{ me: { email: string } | null }>(ME, {}, bearer(account.token));
    expect(me.data?.me?.email).toBe(account.email);

    expect((await a.graphql('mutation { logout }', {}, bearer(account.token))).data).toEqual({ logout: true });
    expect((await b.graphql(ME, {}, bearer(account.token))).data).toEqual({ me: null });
  });

  it('counts failed sign-ins across both gateways', async () => {
    const account = await signUp(a);
    const wrong = { input: { email: account.email, password: 'wrong-pass' } };
    for (const gateway of [a, b, a]) expect((await gateway.graphql(LOGIN, wrong)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The limit of 3 was reached by alternating: even the right password is refused on B.
    const blocked = await b.graphql(LOGIN, { input: { email: account.email, password: account.password } });
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('a listing added with photos through one gateway is found, suggested and shown with its photos through the other', async () => {
    const owner = await signedIn(a, 'owner');
    const listing = await postListing(a, owner.headers, 'Kesar Scale Girls PG');

    const found = await b.request.get('/api/v1/search').query({ q: 'Kesar Scale' });
    expect(found.body.results.map((r: { _id: string }) => r._id)).toContain(listing._id);
    const suggested = await b.request.get('/api/v1/search/suggestions').query({ q: 'Kesar Sca' });
    expect(suggested.body.data.map((s: { text: string }) => s.text)).toContain('Kesar Scale Girls PG');

    const photo = await b.request.get(listing.images[0]);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('with a folder of its own, a third gateway answers 404 for those photos, and says why when it starts', async () => {
    const owner = await signedIn(a, 'owner');
    const listing = await postListing(a, owner.headers, 'Lonely Folder Boys PG');

    const log = capturingLogger();
    const ownDir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-own-uploads-'));
    const c = await t.peer({ DATA_DIR: ownDir }, log.logger);
    expect((await c.request.get(listing.images[0])).status).toBe(404);
    expect(log.at('error')).toEqual([expect.stringContaining('A photo uploaded through one gateway will answer 404 through the other.')]);
    expect(log.at('error')[0]).toContain(sharedDir);
    expect(log.at('error')[0]).toMatch(/S3_\* settings .* shared uploads folder/);
    await c.close();
    await rm(ownDir, { recursive: true, force: true });
  });

  it('with SCALE_OUT_STRICT=true, a gateway with a folder of its own refuses to start', async () => {
    const ownDir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-own-uploads-'));
    await expect(t.peer({ DATA_DIR: ownDir, SCALE_OUT_STRICT: 'true' })).rejects.toThrow(
      /photo uploaded through one gateway will answer 404.*SCALE_OUT_STRICT=true: not starting/,
    );
    await rm(ownDir, { recursive: true, force: true });
  });

  it('gateways sharing the folder start quietly, and a stopped gateway is forgotten', async () => {
    const log = capturingLogger();
    const quiet = await t.peer({}, log.logger);
    expect(log.at('error')).toEqual([]);
    const registered = async () => Number((await a.dataSource.query('SELECT count(*) AS n FROM gateway_instances'))[0].n);
    const before = await registered();
    await quiet.close();
    expect(await registered()).toBe(before - 1);
  });
});
