import { bearer, signUp, signUpAdmin } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OUTBOX = 'query ($status: MailStatus) { outboxMails(status: $status) { total items { to subject text status } } }';

describe('admin Outbox', () => {
  it('shows admins every stored mail, newest first, by status', async () => {
    await t.services.mail.send({ to: 'first@example.in', subject: 'First', text: 'one' });
    await t.services.mail.send({ to: 'second@example.in', subject: 'Second', text: 'two' });
    const admin = await signUpAdmin(t);
    const res = await t.graphql<{ outboxMails: { items: Array<{ subject: string; status: string }> } }>(
      OUTBOX,
      { status: 'kept' },
      bearer(admin.token),
    );
    const subjects = res.data!.outboxMails.items.map((item) => item.subject);
    expect(subjects.indexOf('Second')).toBeLessThan(subjects.indexOf('First'));
    expect(res.data!.outboxMails.items.every((item) => item.status === 'kept')).toBe(true);
    const sent = await t.graphql<{ outboxMails: { total: number } }>(OUTBOX, { status: 'sent' }, bearer(admin.token));
    expect(sent.data!.outboxMails.total).toBe(0);
  });

  it('is for admins only', async () => {
    const user = await signUp(t);
    expect((await t.graphql(OUTBOX, {}, bearer(user.token))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
