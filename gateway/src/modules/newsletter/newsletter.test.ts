import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { linkToken } from '../../test/mailed-links';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://stay.example.in' });
});
afterAll(() => t.close());

const SUBSCRIBE = 'mutation ($email: String!) { subscribeToNewsletter(email: $email) { email alreadySubscribed } }';
const CONFIRM = 'mutation ($token: String!) { confirmNewsletterSubscription(token: $token) }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) }';

/** The newest newsletter mail to an address, with its confirmation and unsubscribe tokens. */
async function newsletterMail(email: string) {
  const [mail] = await t.services.mail.outbox(email);
  return {
    mail,
    confirmToken: linkToken(mail, '/newsletter/confirm'),
    unsubscribeToken: linkToken(mail, '/newsletter/unsubscribe'),
  };
}

describe('newsletter (double opt-in)', () => {
  it('mails a single-use confirmation link; the address is confirmed only by it', async () => {
    const first = await t.graphql(SUBSCRIBE, { email: '  Priya.Sharma@Example.in ' });
    expect(first.data).toEqual({ subscribeToNewsletter: { email: 'priya.sharma@example.in', alreadySubscribed: false } });
    expect(await t.services.newsletter.confirmedCount()).toBe(0);
    const { mail, confirmToken } = await newsletterMail('priya.sharma@example.in');
    expect(mail.subject).toBe('Confirm your Nivaas newsletter subscription');
    expect(mail.listUnsubscribe).toMatch(/^https:\/\/stay\.example\.in\/api\/v1\/newsletter\/unsubscribe\?token=/);

    expect((await t.graphql(CONFIRM, { token: confirmToken })).data).toEqual({
      confirmNewsletterSubscription: NEWSLETTER_MESSAGES.confirmed,
    });
    expect(await t.services.newsletter.confirmedCount()).toBe(1);
    // Single use.
    const again = await t.graphql(CONFIRM, { token: confirmToken });
    expect(again.errors?.[0]).toMatchObject({ message: NEWSLETTER_MESSAGES.confirmInvalid, extensions: { code: 'BAD_USER_INPUT' } });

    // Subscribing again answers as the first time did; the address is told it already is subscribed.
    const resubscribe = await t.graphql(SUBSCRIBE, { email: 'priya.sharma@example.in' });
    expect(resubscribe).toEqual(first);
    expect(await t.services.newsletter.count()).toBe(1);
    const [note] = await t.services.mail.outbox('priya.sharma@example.in');
    expect(note.subject).toBe('You are already subscribed to the Nivaas newsletter');
    expect(note.text).toContain('https://stay.example.in/newsletter/unsubscribe?token=');
  });

  it('answers a new, a waiting and a confirmed address alike, so the answer cannot tell who is subscribed', async () => {
    await t.graphql(SUBSCRIBE, { email: 'waiting@example.in' });
    await t.graphql(SUBSCRIBE, { email: 'reader@example.in' });
    await t.graphql(CONFIRM, { token: (await newsletterMail('reader@example.in')).confirmToken });

    const answers = [];
    for (const email of ['new@example.in', 'waiting@example.in', 'reader@example.in']) {
      const res = await t.graphql(SUBSCRIBE, { email });
      answers.push({ ...res, data: { subscribeToNewsletter: { ...(res.data?.subscribeToNewsletter as object), email: 'x' } } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ data: { subscribeToNewsletter: { email: 'x', alreadySubscribed: false } } });
  });

  it('mails one address at most 3 times a day, whoever asks and whatever its state (429 after that)', async () => {
    const refusal = { message: 'Too many newsletter sign-ups. Please try again in 24 hours.', extensions: { code: 'TOO_MANY_REQUESTS' } };
    for (let i = 0; i < 3; i++) expect((await t.graphql(SUBSCRIBE, { email: 'busy@example.in' })).errors).toBeUndefined();
    expect((await t.graphql(SUBSCRIBE, { email: 'busy@example.in' })).errors?.[0]).toMatchObject(refusal);
    expect(await t.services.mail.outbox('busy@example.in')).toHaveLength(3);

    // A confirmed address is refused alike: the refusal does not tell it apart either.
    await t.graphql(SUBSCRIBE, { email: 'busy-reader@example.in' });
    await t.graphql(CONFIRM, { token: (await newsletterMail('busy-reader@example.in')).confirmToken });
    for (let i = 0; i < 2; i++) expect((await t.graphql(SUBSCRIBE, { email: 'busy-reader@example.in' })).errors).toBeUndefined();
    expect((await t.graphql(SUBSCRIBE, { email: 'busy-reader@example.in' })).errors?.[0]).toMatchObject(refusal);
    expect(await t.services.mail.outbox('busy-reader@example.in')).toHaveLength(3);

    // Other addresses are not held up.
    expect((await t.graphql(SUBSCRIBE, { email: 'someone-else@example.in' })).errors).toBeUndefined();
  });

  it('refuses a made-up confirmation token', async () => {
    const res = await t.graphql(CONFIRM, { token: 'made-up' });
    expect(res.errors?.[0].message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
  });

  it('unsubscribes with one click: by the link (GraphQL) and by the List-Unsubscribe POST (REST)', async () => {
    await t.graphql(SUBSCRIBE, { email: 'ravi@example.in' });
    const ravi = await newsletterMail('ravi@example.in');
    expect((await t.graphql(UNSUBSCRIBE, { token: ravi.unsubscribeToken })).data).toEqual({
      unsubscribeFromNewsletter: NEWSLETTER_MESSAGES.unsubscribed,
    });
    expect((await t.graphql(UNSUBSCRIBE, { token: ravi.unsubscribeToken })).errors?.[0].message).toBe(
      NEWSLETTER_MESSAGES.unsubscribeInvalid,
    );

    await t.graphql(SUBSCRIBE, { email: 'meera@example.in' });
    const meera = await newsletterMail('meera@example.in');
    const res = await t.request
      .post(`/api/v1/newsletter/unsubscribe?token=${meera.unsubscribeToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await t.request.post('/api/v1/newsletter/unsubscribe?token=nope')).status).toBe(400);
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('refuses %j with the message %j on the email field', async (email, message) => {
    const res = await t.graphql(SUBSCRIBE, { email });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
  });
});
