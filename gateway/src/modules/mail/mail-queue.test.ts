import { MailStatus } from '../../../../shared/domain/mail';
import { signUp } from '../../test/accounts';
import { eventually } from '../../test/eventually';
import { closeServer, freePort, listenOnLoopback } from '../../test/loopback';
import { recordingSmtpServer, type ReceivedMail } from '../../test/smtp-recorder';
import { createTestApp } from '../../test/test-app';
import { OutboxMail } from './outbox-mail.entity';

describe('the mail queue (pg-boss in PostgreSQL)', () => {
  it('delays mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    // A port nothing listens on (yet): the dead SMTP server.
    const port = await freePort();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY: '1' });
    const received: ReceivedMail[] = [];
    const smtp = recordingSmtpServer(received);
    try {
      const account = await signUp(app);
      // The request answers without waiting on the dead server.
      const res = await app.request.post('/api/v1/auth/forgot-password').send({ email: account.email });
      expect(res.status).toBe(200);
      const mails = app.dataSource.getRepository(OutboxMail);
      await eventually('a failed attempt', async () => ((await mails.findOneBy({ to: account.email }))?.attempts ?? 0) >= 1);
      const waiting = await mails.findOneByOrFail({ to: account.email });
      expect(waiting.status).toBe(MailStatus.Queued);
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);

      await listenOnLoopback(smtp, port);
      await eventually('the mail to be sent', async () => (await mails.findOneByOrFail({ to: account.email })).status === MailStatus.Sent);
    } finally {
      // Stopping drains the worker, so a second delivery could not still be on its way.
      await app.close();
      await closeServer(smtp);
    }
    expect(received).toHaveLength(1);
    expect(received[0].raw).toContain('Subject: Reset your Nivaas password');
  });

  it('sends a stored attachment (a calendar invitation) through SMTP with the mail', async () => {
    const received: ReceivedMail[] = [];
    const server = recordingSmtpServer(received);
    const port = await listenOnLoopback(server);
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      await app.services.mail.send({
        to: 'asha@example.in',
        subject: 'Your visit is confirmed',
        text: 'See you.',
        attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
      });
      await eventually('the mail to arrive', () => received.length === 1);
    } finally {
      await app.close();
      await closeServer(server);
    }
    expect(received[0].raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=visit\.ics/);
    expect(received[0].raw).toContain('filename=visit.ics');
  });

  it("keeps the mail and its job out when the caller's transaction rolls back", async () => {
    const port = await freePort();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await expect(
        app.dataSource.transaction(async (manager) => {
          await app.services.mail.send({ to: 'rolled@back.in', subject: 'Never', text: 'never' }, { manager });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await app.services.mail.outbox('rolled@back.in')).toEqual([]);
      const [{ count }] = await app.dataSource.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'mail'`,
      );
      expect(count).toBe(0);
    } finally {
      await app.close();
    }
  });
});
