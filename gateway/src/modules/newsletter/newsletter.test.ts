import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUBSCRIBE = 'mutation ($email: String!) { subscribeToNewsletter(email: $email) { email alreadySubscribed } }';

describe('newsletter', () => {
  it('subscribes an address once, whatever its spelling', async () => {
    const first = await t.graphql(SUBSCRIBE, { email: '  Priya.Sharma@Example.in ' });
    expect(first.data).toEqual({ subscribeToNewsletter: { email: 'priya.sharma@example.in', alreadySubscribed: false } });

    const again = await t.graphql(SUBSCRIBE, { email: 'priya.sharma@example.in' });
    expect(again.data).toEqual({ subscribeToNewsletter: { email: 'priya.sharma@example.in', alreadySubscribed: true } });
    expect(await t.services.newsletter.count()).toBe(1);
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
