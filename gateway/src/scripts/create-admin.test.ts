import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../config';
import { bearer, signUp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `npm run create-admin -- ...` from the repository root, on this test's database. */
function createAdmin(...args: string[]) {
  return run('npm', ['run', '--silent', 'create-admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl!, LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('npm run create-admin', () => {
  it('creates an admin who can then use the admin login', async () => {
    const result = await createAdmin('--email', 'Boss@Example.in', '--password', 'boss-pass1');
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('Created the admin account boss@example.in (Boss).') });

    const login = await t.request.post('/api/v1/auth/login').send({ email: 'boss@example.in', password: 'boss-pass1', role: 'admin' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'boss@example.in', role: 'admin', contact_number: null });
    expect((await t.request.get('/api/v1/admin/users').set(bearer(login.body.token))).status).toBe(200);
  });

  it('promotes an existing account, keeping its password when none is given', async () => {
    const owner = await signUp(t, { role: 'owner' });
    const result = await createAdmin('--email', owner.email);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining(`${owner.email} is now an admin.`) });
    const login = await t.request.post('/api/v1/auth/login').send({ email: owner.email, password: owner.password, role: 'admin' });
    expect(login.status).toBe(200);
  }, 30000);

  it('refuses a bad password, and a new account without one, saying why', async () => {
    const short = await createAdmin('--email', 'new-admin@example.in', '--password', 'abc');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password: Password must be at least 6 characters');
    const missing = await createAdmin('--email', 'new-admin@example.in');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no account for new-admin@example.in yet: give a password to create it.');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = 'new-admin@example.in'`)).toEqual([{ n: 0 }]);
  }, 30000);

  it('prints its usage without --email', async () => {
    const result = await createAdmin();
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('Usage: npm run create-admin -- --email <email>');
  });
});

describe('createOrPromoteAdmin', () => {
  it('replacing the password of an existing account signs it out everywhere', async () => {
    const account = await signUp(t);
    const { created, user } = await t.services.users.createOrPromoteAdmin({ email: account.email, password: 'new-admin-1' });
    expect({ created, role: user.role }).toEqual({ created: false, role: 'admin' });
    expect((await t.request.get('/api/v1/auth/get-user').set(bearer(account.token))).status).toBe(401);
  });
});
