import { MailStatus } from '../../../../shared/domain/mail';
import { signedIn } from '../../test/fixtures';
import { eventually } from '../../test/eventually';
import { closeServer, freePort, listenOnLoopback } from '../../test/loopback';
import { recordingSmtpServer, type ReceivedMail } from '../../test/smtp-recorder';
import { createTestApp } from '../../test/test-app';
import { JobQueue } from '../../common/job-queue';
import { MailService } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

describe('the mail queue (pg-boss in PostgreSQL)', () => {
  it('delays mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    // A port nothing listens on (yet): the dead SMTP server.
    const port = await freePort();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY: '1' });
    const received: ReceivedMail[] = [];
    const smtp = recordingSmtpServer(received);
    try {
      // Made directly, not registered: a sign-up would also queue its confirmation link's mail.
      const { user: account } = await signedIn(app, 'user');
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

  it('delivers a mail while another delivery is stalled on the SMTP server', async () => {
    const received: ReceivedMail[] = [];
    let release!: (reason: Error) => void;
    const stall = new Promise<void>((_resolve, reject) => (release = reject));
    stall.catch(() => undefined);
    let stalled = false;
    const server = recordingSmtpServer(received, (address) => {
      if (address !== 'stalled@example.in') return Promise.resolve();
      stalled = true;
      return stall;
    });
    const port = await listenOnLoopback(server);
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await app.services.mail.send({ to: 'stalled@example.in', subject: 'Held', text: 'held' });
      await eventually('the first delivery to stall', () => stalled);
      await app.services.mail.send({ to: 'asha@example.in', subject: 'Your visit is confirmed', text: 'See you.' });
      // Well inside the stalled delivery's own limit (20 s), which it would otherwise wait out.
      await eventually('the second mail to arrive', () => received.length === 1, { within: 5_000 });
    } finally {
      // The server refuses the held recipient: that delivery fails (to be retried) and the worker is free.
      release(new Error('refused'));
      await app.close();
      await closeServer(server);
    }
    expect(received.map((mail) => mail.to)).toEqual([['asha@example.in']]);
  });

  it('cuts an SMTP delivery that stalls past its limit, and keeps the mail queued for a retry', async () => {
    let release!: (reason: Error) => void;
    const stall = new Promise<void>((_resolve, reject) => (release = reject));
    stall.catch(() => undefined);
    const server = recordingSmtpServer([], () => stall);
    const port = await listenOnLoopback(server);
    // The gateway keeps mail in the outbox; this test's own queue and mail service deliver it, with a 1 s limit.
    const app = await createTestApp();
    const jobs = new JobQueue({ connectionString: (app.dataSource.options as { url: string }).url, retryDelaySeconds: 60 }, app.logger);
    const settings = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Nivaas <no-reply@nivaas.in>',
      retryDelaySeconds: 60,
      deliverySeconds: 1,
    };
    const mail = new MailService(app.dataSource, settings, app.logger, jobs);
    try {
      await mail.start();
      await mail.send({ to: 'stalled@example.in', subject: 'Held', text: 'held' });
      const rows = app.dataSource.getRepository(OutboxMail);
      await eventually(
        'the stalled delivery to be cut',
        async () => (await rows.findOneByOrFail({ to: 'stalled@example.in' })).attempts === 1,
        {
          within: 5_000,
        },
      );
      expect(await rows.findOneByOrFail({ to: 'stalled@example.in' })).toMatchObject({
        status: MailStatus.Queued,
        lastError: expect.stringMatching(/abort/i),
      });
    } finally {
      release(new Error('refused'));
      await jobs.stop();
      mail.close();
      await app.close();
      await closeServer(server);
    }
  });

  it('lets mail and SMS jobs expire soon after their delivery limit, so one caught in a crash is retried within a minute or two', async () => {
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      SMS_PROVIDER_URL: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      await app.services.mail.send({ to: 'asha@example.in', subject: 'Hello', text: 'hello' });
      await app.services.sms.send({ to: '9811122233', text: 'hello' });
      const rows = await app.dataSource.query<Array<{ name: string; expiry: number }>>(
        `SELECT name, extract(epoch FROM expire_in)::int AS expiry FROM pgboss.job ORDER BY name`,
      );
      // pg-boss's default is 15 minutes: a password-reset link (valid 30) arrived with 13 left.
      // SMTP gives up after 20 s and the SMS provider after 10 s; 10 s more for the stored mail's reads and writes.
      expect(rows).toEqual([
        { name: 'mail', expiry: 30 },
        { name: 'sms', expiry: 20 },
      ]);
    } finally {
      await app.close();
    }
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
