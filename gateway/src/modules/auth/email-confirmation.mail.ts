import { EMAIL_CONFIRM_LINK_HOURS } from '../../../../shared/domain/email-confirmation';
import type { MailMessage } from '../mail/mail.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Confirm your e-mail address": plain text first, with a simple HTML twin (like the reset mail). */
export function emailConfirmationMail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const why = 'Confirm it, and Nivaas e-mails you about your enquiries, messages and visits. Until then we send none of those mails.';
  const text = [
    `Hello ${name},`,
    '',
    `Please confirm that ${to} is the e-mail address of your Nivaas account.`,
    why,
    `Open this link within ${EMAIL_CONFIRM_LINK_HOURS} hours:`,
    '',
    link,
    '',
    'The link works once. If you did not make a Nivaas account with this address, ignore this e-mail.',
    '',
    'The Nivaas team',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Please confirm that ${escapeHtml(to)} is the e-mail address of your Nivaas account. ${why} Open this link within ${EMAIL_CONFIRM_LINK_HOURS} hours:</p>
<p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p>
<p>The link works once. If you did not make a Nivaas account with this address, ignore this e-mail.</p>
<p>The Nivaas team</p>`;
  return { to, subject: 'Confirm your e-mail address for Nivaas', text, html };
}
