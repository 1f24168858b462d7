import { RESET_LINK_MINUTES } from '../../../../shared/domain/auth-messages';
import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import type { MailMessage } from '../mail/mail.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The "reset your password" e-mail: plain text first, with a simple HTML twin. */
export function passwordResetMail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Nivaas account.',
    `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    'The Nivaas team',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Nivaas account. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>The Nivaas team</p>`;
  return { to, subject: 'Reset your Nivaas password', text, html };
}

/**
 * The answer to a reset asked for an account without a password (made with a mobile number and
 * an e-mail): there is nothing to reset, and the page answered as for any address, so it is said here.
 */
export function signsInWithPhoneMail({ to, name, signInLink }: { to: string; name: string; signInLink: string }): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Nivaas account.',
    `${PHONE_MESSAGES.signsInWithPhone} It has no password: sign in with the code we send to your number.`,
    '',
    signInLink,
    '',
    'The Nivaas team',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Nivaas account.</p>
<p>${PHONE_MESSAGES.signsInWithPhone} It has no password: sign in with the code we send to your number.</p>
<p><a href="${escapeHtml(signInLink)}">Sign in</a></p>
<p>The Nivaas team</p>`;
  return { to, subject: 'Reset your Nivaas password', text, html };
}
