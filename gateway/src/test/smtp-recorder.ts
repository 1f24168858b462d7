import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A stand-in SMTP server for the tests of delivery through SMTP_URL: it accepts every mail,
 * without TLS or login, and keeps its recipients and raw text in `received`, in arrival order.
 * `answerRecipient`, when given, decides when (and whether) each recipient is accepted: a promise
 * that never settles is a server that stalls.
 */
export function recordingSmtpServer(received: ReceivedMail[], answerRecipient?: (address: string) => Promise<void>): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      (answerRecipient?.(address.address) ?? Promise.resolve()).then(() => callback(), callback);
    },
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
