import crypto from 'node:crypto';
import { signUp } from '../../test/accounts';
import { REQUEST_CODE, SIGN_IN_WITH_PHONE, codeSentTo, newAddress, newNumber, resendAllowed, smsCode } from '../../test/phone-codes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'That code is wrong or has expired. Ask for a new one.';
const signIn = (phone: string, code: string, headers = newAddress()) => t.graphql(SIGN_IN_WITH_PHONE, { input: { phone, code } }, headers);
/** A code that is not `code` (six digits all the same). */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** Both APIs ask for a code the same way. */
const ask = {
  graphql: async (phone: unknown, purpose?: string, headers: Record<string, string> = newAddress()) => {
    const res = await t.graphql<{ requestPhoneCode: { expiresAt: string; resendAfter: string } }>(
      REQUEST_CODE,
      { input: { phone, purpose } },
      headers,
    );
    const error = res.errors?.[0];
    return error
      ? { ok: false as const, message: error.message, code: error.extensions?.code, field: error.extensions?.field }
      : { ok: true as const, body: res.data?.requestPhoneCode };
  },
  rest: async (phone: unknown, purpose?: string, headers: Record<string, string> = newAddress()) => {
    const res = await t.request
      .post('/api/v1/auth/phone/code')
      .set(headers)
      .send({ phone, purpose: purpose === 'VERIFY' ? 'verify' : purpose === 'SIGN_IN' ? 'sign-in' : undefined });
    return res.status === 200
      ? { ok: true as const, body: res.body }
      : { ok: false as const, status: res.status, message: res.body.message, field: res.body.errors?.[0]?.field };
  },
};
const apis = ['graphql', 'rest'] as const;

describe('asking for a code', () => {
  it.each(apis)(
    '%s: texts a 6-digit code with the contract words, kept in sms_outbox; expires in 5 minutes, resend after 30 s',
    async (api) => {
      const phone = newNumber();
      const before = Date.now();
      const answer = await ask[api](phone);
      expect(answer.ok).toBe(true);
      const { expiresAt, resendAfter } = answer.ok ? answer.body : { expiresAt: '', resendAfter: '' };
      expect(Object.keys(answer.ok ? answer.body : {}).sort()).toEqual(['expiresAt', 'resendAfter']);
      expect(new Date(expiresAt).getTime() - before).toBeGreaterThan(4.9 * 60_000);
      expect(new Date(expiresAt).getTime() - before).toBeLessThan(5.1 * 60_000);
      expect(new Date(resendAfter).getTime() - new Date(expiresAt).getTime()).toBe(-(5 * 60 - 30) * 1000);
      const [sms] = await t.services.sms.sentTo(phone);
      expect(sms.text).toMatch(/^\d{6} is your Nivaas code\. It expires in 5 minutes\. Do not share it with anyone\.$/);
      expect(sms.status).toBe('kept');
    },
  );

  it('answers the same, and texts a code, whether or not the number has an account (no enumeration)', async () => {
    const known = newNumber();
    await signUp(t, { contactNumber: known });
    await t.dataSource.query('UPDATE users SET phone_verified_at = now() WHERE contact_number = $1', [known]);
    const unknown = newNumber();
    for (const api of apis) {
      const answers = [await ask[api](known), await ask[api](unknown)];
      expect(answers.map((answer) => answer.ok && Object.keys(answer.body).sort())).toEqual([
        ['expiresAt', 'resendAfter'],
        ['expiresAt', 'resendAfter'],
      ]);
      await resendAllowed(t, known);
      await resendAllowed(t, unknown);
    }
    expect((await t.services.sms.sentTo(known)).length).toBe(2);
    expect((await t.services.sms.sentTo(unknown)).length).toBe(2);
  });

  it.each(apis)("%s: checks the number with the spec's phone rule", async (api) => {
    for (const phone of ['12345', '999999999', '98765abcde', '']) {
      const answer = await ask[api](phone);
      expect(answer).toMatchObject({ ok: false, field: 'phone' });
      expect(answer.ok || answer.message).toMatch(/^Phone number is (not valid|required)$/);
    }
  });

  it.each(apis)('%s: VERIFY needs a signed-in account', async (api) => {
    const answer = await ask[api](newNumber(), 'VERIFY');
    expect(answer).toMatchObject({ ok: false, message: 'Please sign in to continue.' });
    expect(api === 'rest' ? (answer as { status: number }).status : (answer as { code: string }).code).toBe(
      api === 'rest' ? 401 : 'UNAUTHENTICATED',
    );
  });

  it.each(apis)('%s: asking again within 30 seconds is 429, and nothing is sent', async (api) => {
    const phone = newNumber();
    expect((await ask[api](phone)).ok).toBe(true);
    const again = await ask[api](phone);
    expect(again).toMatchObject({ ok: false, message: 'Wait a few seconds before asking for another code.' });
    if (api === 'rest') {
      const res = await t.request.post('/api/v1/auth/phone/code').set(newAddress()).send({ phone });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    expect((await t.services.sms.sentTo(phone)).length).toBe(1);
  });
});

describe("a code's life", () => {
  it('is stored only as an HMAC: the table never holds the code', async () => {
    const phone = newNumber();
    const code = await codeSentTo(t, phone);
    const rows = await t.dataSource.query('SELECT * FROM phone_codes WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    // Not a plain hash of the code either (that would be undone by trying all million codes).
    expect(rows[0].code_hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
  });

  it('is compared in constant time (crypto.timingSafeEqual)', async () => {
    const phone = newNumber();
    const code = await codeSentTo(t, phone);
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      await signIn(phone, otherThan(code));
      expect(compare).toHaveBeenCalledTimes(1);
      const [a, b] = compare.mock.calls[0] as [Buffer, Buffer];
      expect([a.length, b.length]).toEqual([32, 32]);
    } finally {
      compare.mockRestore();
    }
  });

  it('works once', async () => {
    const phone = newNumber();
    const code = await codeSentTo(t, phone);
    expect((await signIn(phone, code)).errors).toBeUndefined();
    expect((await signIn(phone, code)).errors?.[0]).toMatchObject({
      message: WRONG,
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    const rest = await t.request.post('/api/v1/auth/phone/sign-in').send({ phone, code });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(WRONG);
    expect(rest.body.errors).toEqual([{ field: 'code', message: WRONG }]);
  });

  it('expires after 5 minutes', async () => {
    const phone = newNumber();
    const code = await codeSentTo(t, phone);
    const [{ minutes }] = await t.dataSource.query(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM phone_codes WHERE phone = $1',
      [phone],
    );
    expect(minutes).toBe(5);
    await t.dataSource.query(`UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    expect((await signIn(phone, code)).errors?.[0]).toMatchObject({ message: WRONG, extensions: { field: 'code' } });
  });

  it('ends after 5 wrong tries, even for the right code afterwards; 4 wrong tries leave it working', async () => {
    const worn = newNumber();
    const code = await codeSentTo(t, worn);
    for (let i = 0; i < 5; i += 1) expect((await signIn(worn, otherThan(code))).errors?.[0]?.message).toBe(WRONG);
    expect((await signIn(worn, code)).errors?.[0]?.message).toBe(WRONG);
    const [{ tries }] = await t.dataSource.query('SELECT tries FROM phone_codes WHERE phone = $1', [worn]);
    expect(tries).toBe(5);

    const tried = newNumber();
    const second = await codeSentTo(t, tried);
    for (let i = 0; i < 4; i += 1) await signIn(tried, otherThan(second));
    expect((await signIn(tried, second)).errors).toBeUndefined();
  });

  it('is ended by a newer code for the same number', async () => {
    const phone = newNumber();
    const first = await codeSentTo(t, phone);
    await resendAllowed(t, phone);
    const second = await codeSentTo(t, phone);
    if (first !== second) expect((await signIn(phone, first)).errors?.[0]?.message).toBe(WRONG);
    expect((await signIn(phone, second)).errors).toBeUndefined();
    const rows = await t.dataSource.query('SELECT used_at IS NOT NULL AS ended FROM phone_codes WHERE phone = $1', [phone]);
    expect(rows).toEqual([{ ended: true }, { ended: true }]);
  });

  it('must be six digits', async () => {
    const phone = newNumber();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await signIn(phone, code);
      expect(res.errors?.[0]).toMatchObject({ message: 'Enter the 6-digit code from the SMS', extensions: { field: 'code' } });
    }
    const rest = await t.request.post('/api/v1/auth/phone/sign-in').send({ phone, code: '12 34' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual([{ field: 'code', message: 'Enter the 6-digit code from the SMS' }]);
  });
});

describe('abuse limits', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      THROTTLE_PHONE_CODE_NUMBER: '2/1h',
      THROTTLE_PHONE_CODE_IP: '3/1h',
      THROTTLE_PHONE_CODE_TRY_IP: '3/15m',
    });
  });
  afterAll(() => small.close());

  const askOn = (phone: string, headers: Record<string, string>) =>
    small.request.post('/api/v1/auth/phone/code').set(headers).send({ phone });

  it('limits the codes sent to one number, from any address', async () => {
    const phone = newNumber();
    for (let i = 0; i < 2; i += 1) {
      expect((await askOn(phone, newAddress())).status).toBe(200);
      await resendAllowed(small, phone);
    }
    const refused = await askOn(phone, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many codes asked for\. Please try again in \d+ (minutes?|hours?)\.$/);
    const gql = await small.graphql(REQUEST_CODE, { input: { phone } }, newAddress());
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await small.services.sms.sentTo(phone)).length).toBe(2);
  });

  it('limits the codes one address asks for, whatever the numbers', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await askOn(newNumber(), address)).status).toBe(200);
    expect((await askOn(newNumber(), address)).status).toBe(429);
    expect((await askOn(newNumber(), newAddress())).status).toBe(200);
  });

  it('limits the wrong codes one address types, across numbers: past it even a right code is refused', async () => {
    const address = newAddress();
    const phones = [newNumber(), newNumber()];
    const codes = [];
    for (const phone of phones) {
      expect((await askOn(phone, newAddress())).status).toBe(200);
      codes.push(await smsCode(small, phone));
    }
    for (let i = 0; i < 3; i += 1) {
      const res = await small.request
        .post('/api/v1/auth/phone/sign-in')
        .set(address)
        .send({ phone: phones[i % 2], code: otherThan(codes[i % 2]) });
      expect(res.status).toBe(400);
    }
    const refused = await small.request.post('/api/v1/auth/phone/sign-in').set(address).send({ phone: phones[1], code: codes[1] });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    // Another address is not held back.
    const other = await small.request.post('/api/v1/auth/phone/sign-in').set(newAddress()).send({ phone: phones[1], code: codes[1] });
    expect(other.status).toBe(200);
    expect(other.body.signUpToken).toEqual(expect.any(String));
  });
});
