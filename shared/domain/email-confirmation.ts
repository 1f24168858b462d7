/**
 * Confirming an account's e-mail address with a link mailed to it (issue 31): texts the gateway
 * sends and the web app shows, and the link's life. Apart from AUTH_MESSAGES, which every page
 * loads with the app's entry: only the profile, the confirm page and the leads pages need these.
 */

/** A confirmation link works for this long after it is sent. */
export const EMAIL_CONFIRM_LINK_HOURS = 48;

/** The path of the link in the mail (`/confirm-email?token=…`). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: 'Your e-mail address is confirmed.',
  linkUnknown:
    'This confirmation link is not valid: it may be incomplete, or a newer link replaced it. Open the newest link we sent you, or send a new one from Edit Profile.',
  linkUsed:
    'This confirmation link was already used. If your address still shows as not confirmed in Edit Profile, send a new link from there.',
  linkExpired: `This confirmation link has expired (links work for ${EMAIL_CONFIRM_LINK_HOURS} hours). Send a new one from Edit Profile.`,
  tokenRequired: 'The confirmation link has no token. Open the whole link from the e-mail.',
  sent: `We sent a confirmation link to your e-mail address. It works for ${EMAIL_CONFIRM_LINK_HOURS} hours.`,
  noEmail: 'Add an e-mail address in Edit Profile first.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  throttled: 'Too many confirmation links asked for.',
  statusConfirmed: 'Confirmed',
  statusNotConfirmed: 'Not confirmed',
  sendAgain: 'Send the link again',
  /** The notice on the owner's leads page and on My enquiries while the viewer's address is not confirmed. */
  leadMailNotice:
    'Lead mail goes only to a confirmed e-mail address. Yours is not confirmed yet, so we do not e-mail you about enquiries and messages: confirm it with the link we sent.',
  /** In the owner's reply mail to an enquiry sent without an account. */
  anonymousCanAnswer:
    'To answer, sign in or register on Nivaas with this e-mail address and confirm it: this enquiry and its conversation appear in My enquiries.',
  pageTitle: 'Confirm your e-mail',
  confirming: 'Confirming your e-mail address...',
  failed: 'We could not confirm your e-mail address. Please try again.',
  resendFailed: 'We could not send the link. Please try again.',
  signInToResend: 'Sign in to send a new link',
  /** Edit Profile, under the e-mail field, while the address is not confirmed. */
  profileHint: 'Until you confirm it, we do not e-mail you about enquiries, messages and visits.',
} as const;

/** What the confirm page adds when enquiries sent signed out joined the account. */
export function enquiriesJoinedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? 'The enquiry you sent with this address while signed out is now in My enquiries.'
    : `The ${count} enquiries you sent with this address while signed out are now in My enquiries.`;
}
