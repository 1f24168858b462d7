import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import { bearer, signUp, signUpAdmin } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@stay.example.in', THROTTLE_CONTACT_ACCOUNT: '2/1h' });
});
afterAll(() => t.close());

const SEND = 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }';
const INBOX = '{ contactMessages { total items { id fullName email mobile enquiryType message read } } unreadContactMessages }';
const MARK = 'mutation ($id: ID!, $read: Boolean!) { markContactMessageRead(id: $id, read: $read) { id read } }';

const form = (overrides: Record<string, string> = {}) => ({
  fullName: 'Meera Iyer',
  email: `meera.${Math.random().toString(36).slice(2)}@example.in`,
  mobile: '9876543210',
  enquiryType: 'Listing my PG',
  message: 'I run a PG in Jaipur and want to list it. Please call me.',
  ...overrides,
});

describe('Contact us', () => {
  it('stores the message, e-mails the contact address and shows it in the admin inbox', async () => {
    const input = form();
    const res = await t.graphql(SEND, { input });
    expect(res).toEqual({ data: { sendContactMessage: CONTACT_MESSAGES.sent } });
    const [mail] = await t.services.mail.outbox('team@stay.example.in');
    expect(mail.subject).toBe('Contact us: Listing my PG from Meera Iyer');
    expect(mail.text).toContain(input.message);

    const admin = await signUpAdmin(t);
    const inbox = await t.graphql<{
      contactMessages: { total: number; items: Array<{ id: string; email: string; read: boolean }> };
      unreadContactMessages: number;
    }>(INBOX, {}, bearer(admin.token));
    const stored = inbox.data!.contactMessages.items.find((item) => item.email === input.email)!;
    expect(stored).toMatchObject({ read: false });
    const unread = inbox.data!.unreadContactMessages;
    const marked = await t.graphql(MARK, { id: stored.id, read: true }, bearer(admin.token));
    expect(marked.data).toEqual({ markContactMessageRead: { id: stored.id, read: true } });
    const after = await t.graphql<{ unreadContactMessages: number }>(INBOX, {}, bearer(admin.token));
    expect(after.data!.unreadContactMessages).toBe(unread - 1);
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ mobile: '12345' }, 'mobile', 'Phone number is not valid'],
    [{ enquiryType: ' ' }, 'enquiryType', CONTACT_MESSAGES.enquiryType],
    [{ enquiryType: 'Listing\r\nBcc: all@example.in' }, 'enquiryType', 'Enquiry type must be on one line'],
    [{ fullName: 'Asha\nVerma' }, 'fullName', 'Name must be on one line'],
    [{ message: 'hi' }, 'message', CONTACT_MESSAGES.message],
  ])('refuses %j naming %s', async (change, field, message) => {
    const res = await t.graphql(SEND, { input: form(change) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(res.errors)).toContain(field);
    expect(JSON.stringify(res.errors)).toContain(message);
  });

  it('drops a message whose honeypot is filled, answering the same', async () => {
    const input = form({ website: 'http://spam.example' });
    const res = await t.graphql(SEND, { input });
    expect(res.data).toEqual({ sendContactMessage: CONTACT_MESSAGES.sent });
    const admin = await signUpAdmin(t);
    const inbox = await t.graphql<{ contactMessages: { items: Array<{ email: string }> } }>(INBOX, {}, bearer(admin.token));
    expect(inbox.data!.contactMessages.items.map((item) => item.email)).not.toContain(input.email);
  });

  it('throttles messages per address', async () => {
    const email = 'repeat@example.in';
    expect((await t.graphql(SEND, { input: form({ email }) })).errors).toBeUndefined();
    expect((await t.graphql(SEND, { input: form({ email }) })).errors).toBeUndefined();
    const third = await t.graphql(SEND, { input: form({ email }) });
    expect(third.errors?.[0].message).toMatch(/Too many messages/);
  });

  it('keeps the inbox to admins', async () => {
    const user = await signUp(t);
    const res = await t.graphql(INBOX, {}, bearer(user.token));
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
