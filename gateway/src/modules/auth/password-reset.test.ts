import { LOGIN, ME, bearer, signUp } from '../../test/accounts';
import { eventually } from '../../test/eventually';
import { closeServer, listenOnLoopback } from '../../test/loopback';
import { linkToken } from '../../test/mailed-links';
import { recordingSmtpServer, type ReceivedMail } from '../../test/smtp-recorder';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://stay.example.in', MAIL_FROM: 'Nivaas <no-reply@stay.example.in>' });
});
afterAll(() => t.close());

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const CHECK = 'query ($token: String!) { resetLinkWorks(token: $token) }';

/** The outbox once every link asked for has been issued (they are mailed after the answer). */
async function outbox(app: TestApp, email?: string) {
  await app.services.passwordReset.settled();
  return app.services.mail.outbox(email);
}

/** The token of the newest reset link mailed to an address, read from the outbox. */
async function mailedToken(app: TestApp, email: string): Promise<string> {
  const [mail] = await outbox(app, email);
  return linkToken(mail, 'https://stay.example.in/reset-password');
}

describe('asking for a reset link', () => {
  it('mails a link to PUBLIC_URL/reset-password with a token, kept in the outbox and logged', async () => {
    const account = await signUp(t, { name: 'Nisha Gupta' });
    const log = jest.spyOn(t.logger, 'info');
    const res = await t.graphql(REQUEST, { email: account.email.toUpperCase() });
    expect(res.data).toEqual({ requestPasswordReset: true });
    await t.services.passwordReset.settled();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ to: account.email, text: expect.stringContaining('/reset-password?token=') }),
      'mail kept in the outbox (SMTP_URL is not set)',
    );
    log.mockRestore();

    const [mail] = await outbox(t, account.email);
    expect(mail).toMatchObject({ to: account.email, from: 'Nivaas <no-reply@stay.example.in>', subject: 'Reset your Nivaas password' });
    expect(mail.text).toContain('Hello Nisha Gupta,');
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.text).toMatch(/^https:\/\/stay\.example\.in\/reset-password\?token=[\w-]{43}$/m);
    const token = await mailedToken(t, account.email);
    expect(mail.html).toContain(`href="https://stay.example.in/reset-password?token=${token}"`);
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
  });

  it('stores only a hash of the token, expiring 30 minutes after it was sent', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    const rows = await t.dataSource.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens WHERE user_id = $1`,
      [account.id],
    );
    expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), seconds: 1800 }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    // Made first: its sign-up mails a confirmation link of its own.
    const known = await signUp(t);
    const before = (await outbox(t)).length;
    const gql = await t.graphql(REQUEST, { email: 'nobody@example.in' });
    expect(gql).toEqual({ data: { requestPasswordReset: true } });

    const rest = await Promise.all(
      [known.email, 'nobody-else@example.in'].map((email) => t.request.post('/api/v1/auth/forgot-password').send({ email })),
    );
    for (const res of rest) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'If an account exists for this email, we have sent a link to reset your password. The link works for 30 minutes.',
      });
    }
    expect((await outbox(t)).length).toBe(before + 1);
  });

  it('answers a known address before looking it up, so it takes no longer than an unknown one', async () => {
    const known = await signUp(t);
    let lookUp!: () => void;
    const lookedUp = new Promise<void>((resolve) => (lookUp = resolve));
    const findByEmail = t.services.users.findByEmail.bind(t.services.users);
    const spy = jest.spyOn(t.services.users, 'findByEmail').mockImplementation(async (email) => {
      await lookedUp;
      return findByEmail(email);
    });
    try {
      const answered = t.request
        .post('/api/v1/auth/forgot-password')
        .send({ email: known.email })
        .then((res) => res.status);
      const timeout = new Promise((resolve) => setTimeout(() => resolve('still waiting for the account lookup'), 5000));
      expect(await Promise.race([answered, timeout])).toBe(200);
    } finally {
      lookUp();
    }
    expect(await mailedToken(t, known.email)).toMatch(/^[\w-]{43}$/);
    spy.mockRestore();
  });

  it('checks the e-mail like every other form', async () => {
    const res = await t.request.post('/api/v1/auth/forgot-password').send({ email: 'nisha@' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});

describe('resetting the password with the link', () => {
  it('sets the new password, signs out every session, and the link works only once', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);

    const res = await t.graphql(RESET, { input: { token, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } });
    expect(res).toEqual({ data: { resetPassword: true } });
    expect((await t.graphql(ME, {}, bearer(account.token))).data).toEqual({ me: null });
    expect((await t.graphql(LOGIN, { input: { email: account.email, password: 'brand-new1' } })).errors).toBeUndefined();
    expect((await t.graphql(LOGIN, { input: { email: account.email, password: account.password } })).errors?.[0].message).toBe(
      'Invalid email or password',
    );

    const again = await t.graphql(RESET, { input: { token, newPassword: 'other-new1', confirmPassword: 'other-new1' } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
  });

  it('refuses a too common new password on the newPassword field, through both APIs, and keeps the link usable', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    const message = 'This password is too common. Choose one that is harder to guess.';

    const gql = await t.graphql(RESET, { input: { token, newPassword: '12345678', confirmPassword: '12345678' } });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
    const rest = await t.request.post('/api/v1/auth/reset-password').send({ token, newPassword: 'Welcome1', confirmPassword: 'Welcome1' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toContainEqual({ field: 'newPassword', message });

    expect(await t.graphql(RESET, { input: { token, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } })).toEqual({
      data: { resetPassword: true },
    });
  });

  it('refuses an expired link', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.id]);
    const res = await t.request
      .post('/api/v1/auth/reset-password')
      .send({ token, newPassword: 'brand-new1', confirmPassword: 'brand-new1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
      errors: [{ field: 'token' }],
    });
    expect((await t.graphql(LOGIN, { input: { email: account.email, password: account.password } })).errors).toBeUndefined();
  });

  it('accepts a link just before it expires', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() + interval '5 seconds' WHERE user_id = $1`, [account.id]);
    const res = await t.request
      .post('/api/v1/auth/reset-password')
      .send({ token, newPassword: 'brand-new1', confirmPassword: 'brand-new1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });
  });

  it('voids an older link when a newer one is sent', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const older = await mailedToken(t, account.email);
    await t.graphql(REQUEST, { email: account.email });
    const newer = await mailedToken(t, account.email);
    expect(newer).not.toBe(older);
    const stale = await t.graphql(RESET, { input: { token: older, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } });
    expect(stale.errors?.[0].extensions?.field).toBe('token');
    expect((await t.graphql(RESET, { input: { token: newer, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } })).data).toEqual({
      resetPassword: true,
    });
  });

  it('keeps the older link working when the newer one could not be mailed (link and mail are one change)', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const older = await mailedToken(t, account.email);
    const links = () => t.dataSource.query(`SELECT id FROM password_reset_tokens WHERE user_id = $1`, [account.id]);
    const before = await links();
    // Storing the mail fails (the outbox locked past its timeout, the connection lost): nothing of this request stays.
    const send = jest.spyOn(t.services.mail, 'send').mockRejectedValueOnce(new Error('canceling statement due to lock timeout'));
    const failed = jest.spyOn(t.logger, 'error').mockImplementation(() => undefined);
    try {
      expect((await t.graphql(REQUEST, { email: account.email })).data).toEqual({ requestPasswordReset: true });
      await t.services.passwordReset.settled();
      expect(failed).toHaveBeenCalledWith(expect.anything(), 'A password reset link could not be sent');
    } finally {
      send.mockRestore();
      failed.mockRestore();
    }
    expect(await links()).toEqual(before);
    expect(await t.graphql(CHECK, { token: older })).toEqual({ data: { resetLinkWorks: true } });
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    const both = await Promise.all(
      ['first-new1', 'second-new1'].map((password) =>
        t.graphql(RESET, { input: { token, newPassword: password, confirmPassword: password } }),
      ),
    );
    expect(both.filter((res) => res.data?.resetPassword === true)).toHaveLength(1);
  });

  it.each([
    [{ token: '' }, 'token', 'This reset link is not valid. Please ask for a new one.'],
    [{ token: 'made-up-token' }, 'token', 'This password reset link is invalid or has expired. Please ask for a new one.'],
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ newPassword: 'p'.repeat(17), confirmPassword: 'p'.repeat(17) }, 'newPassword', 'Password must be at most 16 characters'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'Passwords must match'],
  ])('REST: %j -> 400 on %s', async (change, field, message) => {
    const res = await t.request
      .post('/api/v1/auth/reset-password')
      .send({ token: 'x'.repeat(43), newPassword: 'brand-new1', confirmPassword: 'brand-new1', ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });
});

describe('checking a reset link when its page opens, without using it', () => {
  const INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
  const check = (token: string) => t.request.post('/api/v1/auth/reset-password/check').send({ token });

  it('says a fresh link works, as often as asked, and the link still resets the password afterwards', async () => {
    const account = await signUp(t);
    await t.graphql(REQUEST, { email: account.email });
    const token = await mailedToken(t, account.email);
    expect(await t.graphql(CHECK, { token })).toEqual({ data: { resetLinkWorks: true } });
    expect(await t.graphql(CHECK, { token })).toEqual({ data: { resetLinkWorks: true } });
    const rest = await check(token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ valid: true });
    expect(await t.graphql(RESET, { input: { token, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } })).toEqual({
      data: { resetPassword: true },
    });
  });

  it('says a used, an expired or a made-up link does not work, with what to do', async () => {
    const used = await signUp(t);
    await t.graphql(REQUEST, { email: used.email });
    const usedToken = await mailedToken(t, used.email);
    await t.graphql(RESET, { input: { token: usedToken, newPassword: 'brand-new1', confirmPassword: 'brand-new1' } });
    const expired = await signUp(t);
    await t.graphql(REQUEST, { email: expired.email });
    const expiredToken = await mailedToken(t, expired.email);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [expired.id]);

    for (const token of [usedToken, expiredToken, 'made-up-token']) {
      expect(await t.graphql(CHECK, { token })).toEqual({ data: { resetLinkWorks: false } });
      const rest = await check(token);
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ valid: false, message: INVALID });
    }
  });

  it('refuses an empty token on the token field', async () => {
    const res = await check('');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'token', message: 'This reset link is not valid. Please ask for a new one.' });
  });
});

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends the reset mail to the SMTP server through the queue and marks it sent', async () => {
    const received: ReceivedMail[] = [];
    const smtp = recordingSmtpServer(received);
    const port = await listenOnLoopback(smtp);
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://stay.example.in' });
    try {
      expect(app.services.mail.mode).toBe('smtp');
      const account = await signUp(app);
      const res = await app.request.post('/api/v1/auth/forgot-password').send({ email: account.email });
      expect(res.status).toBe(200);
      // Its sign-up's confirmation link went through the queue first.
      const reset = () => received.find((mail) => mail.raw.includes('Subject: Reset your Nivaas password'));
      await eventually('the reset mail to arrive', () => reset() !== undefined);
      expect(reset()?.to).toEqual([account.email]);
      // Quoted-printable may fold long lines: unfold before looking for the link.
      const body = (reset()?.raw ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(body).toContain('Subject: Reset your Nivaas password');
      expect(body).toMatch(/https:\/\/stay\.example\.in\/reset-password\?token=[\w-]{43}/);
      // The worker marks the stored mail sent right after the server accepted it.
      const status = async () => (await app.services.mail.outbox(account.email))[0].status;
      await eventually('the stored mail to be marked sent', async () => (await status()) === 'sent', { within: 5_000 });
      expect(await status()).toBe('sent');
    } finally {
      await app.close();
      await closeServer(smtp);
    }
  });
});
