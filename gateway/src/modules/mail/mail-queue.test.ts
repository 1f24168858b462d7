import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailStatus } from '../../../../shared/domain/mail';
import { signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { OutboxMail } from './outbox-mail.entity';

/** A TCP port nothing listens on (yet): the dead SMTP server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls `check` until it holds (the queue works in the background); fails after 20 s. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function smtpServer(received: Array<{ to: string[]; raw: string }>) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
}

describe('the mail queue (pg-boss in PostgreSQL)', () => {
  it('delays mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const port = await freePort();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY: '1' });
    const received: Array<{ to: string[]; raw: string }> = [];
    const smtp = smtpServer(received);
    try {
      const account = await signUp(app);
      // The request answers without waiting on the dead server.
      const res = await app.request.post('/api/v1/auth/forgot-password').send({ email: account.email });
      expect(res.status).toBe(200);
      const mails = app.dataSource.getRepository(OutboxMail);
      await eventually(async () => ((await mails.findOneBy({ to: account.email }))?.attempts ?? 0) >= 1, 'a failed attempt');
      const waiting = await mails.findOneByOrFail({ to: account.email });
      expect(waiting.status).toBe(MailStatus.Queued);
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);

      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      await eventually(async () => (await mails.findOneByOrFail({ to: account.email })).status === MailStatus.Sent, 'the mail to be sent');
    } finally {
      // Stopping drains the worker, so a second delivery could not still be on its way.
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0].raw).toContain('Subject: Reset your Nivaas password');
  });

  it('sends a stored attachment (a calendar invitation) through SMTP with the mail', async () => {
    const received: Array<{ to: string[]; raw: string }> = [];
    const server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      await app.services.mail.send({
        to: 'asha@example.in',
        subject: 'Your visit is confirmed',
        text: 'See you.',
        attachments: [{ filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
      });
      await eventually(async () => received.length === 1, 'the mail to arrive');
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
