import { CONTACT_MESSAGES } from '../../../shared/domain/contact';
import { ENQUIRY_MESSAGES } from '../../../shared/domain/enquiries';
import { ME, REGISTER, bearer, newAccount } from '../test/accounts';
import { listingsOf, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let listingId: string;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@stay.example.in' });
  const owner = await signedIn(t, 'owner', 'Meera Joshi');
  ownerEmail = owner.user.email;
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const BOT = 'https://cheap-seo.example';
const rows = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
const mails = async () => (await t.services.mail.outbox()).length;

/** What every caught form must show: the log line, and no row and no mail added. */
async function expectNothingKept(table: string, form: string, send: () => Promise<void>) {
  const info = jest.spyOn(t.logger, 'info');
  const [rowsBefore, mailsBefore] = [await rows(table), await mails()];
  await send();
  expect(await rows(table)).toBe(rowsBefore);
  expect(await mails()).toBe(mailsBefore);
  expect(info).toHaveBeenCalledWith(expect.objectContaining({ form }), expect.stringMatching(/honeypot/));
  info.mockRestore();
}

describe('the honeypot of anonymous forms: a filled one is answered as a success, and nothing is stored or mailed', () => {
  it('enquiry to the owner', async () => {
    const SEND = `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent message enquiry { id status message } } }`;
    const input = {
      customerType: 'individual',
      name: 'Asha Verma',
      email: 'asha@example.in',
      city: 'Jaipur',
      phone: '9876543210',
      message: '',
      acceptTerms: true,
    };
    await expectNothingKept('enquiries', 'enquiry', async () => {
      const res = await t.graphql(SEND, { propertyId: listingId, input: { ...input, website: BOT } });
      expect(res.errors).toBeUndefined();
      expect(res.data?.sendEnquiry).toMatchObject({
        alreadySent: false,
        message: ENQUIRY_MESSAGES.sent,
        enquiry: { id: expect.any(String), status: 'new' },
      });
    });
    expect(await t.services.mail.outbox(ownerEmail)).toHaveLength(0);
    // The same person without the hidden field is a real lead (so the answer above was not an error path).
    expect((await t.graphql(SEND, { propertyId: listingId, input: { ...input, website: '' } })).errors).toBeUndefined();
    expect(await rows('enquiries')).toBe(1);
  });

  it('Contact us', async () => {
    const SEND = 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }';
    const input = {
      fullName: 'Meera Iyer',
      email: 'meera@example.in',
      mobile: '9876543210',
      enquiryType: 'Listing my PG',
      message: 'I run a PG in Jaipur and want to list it.',
      website: BOT,
    };
    await expectNothingKept('contact_messages', 'contact', async () => {
      expect(await t.graphql(SEND, { input })).toEqual({ data: { sendContactMessage: CONTACT_MESSAGES.sent } });
    });
  });

  it('newsletter box', async () => {
    const SUBSCRIBE =
      'mutation ($email: String!, $website: String) { subscribeToNewsletter(email: $email, website: $website) { email alreadySubscribed } }';
    await expectNothingKept('newsletter_subscriptions', 'newsletter', async () => {
      const res = await t.graphql(SUBSCRIBE, { email: 'Bot@Example.in', website: BOT });
      expect(res).toEqual({ data: { subscribeToNewsletter: { email: 'bot@example.in', alreadySubscribed: false } } });
    });
  });

  it('registration, through GraphQL and the REST adapter: an answer like a new account, whose token opens nothing', async () => {
    await expectNothingKept('users', 'registration', async () => {
      const account = newAccount();
      const res = await t.graphql<{ register: { token: string; user: { email: string; role: string } } }>(REGISTER, {
        input: { ...account, website: BOT },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.register.user).toMatchObject({ email: account.email.toLowerCase(), role: account.role });
      const me = await t.graphql<{ me: unknown }>(ME, {}, bearer(res.data!.register.token));
      expect(me.data?.me ?? null).toBeNull();

      const rest = await t.request.post('/api/v1/auth/register').send({
        name: 'Spam Bot',
        email: 'bot@example.in',
        contact_number: 9876543210,
        password: 'Secret@123',
        c_password: 'Secret@123',
        role: 'user',
        website: BOT,
      });
      expect(rest.status).toBe(201);
      expect(rest.body).toMatchObject({ createdUser: { email: 'bot@example.in' }, token: expect.any(String), role: 'user' });
    });
  });
});
