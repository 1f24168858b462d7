import { PHONE_CODE_MINUTES } from '../../../../shared/domain/phone-sign-in';

/**
 * Pure helpers of signing in with a mobile number and verifying one: how a number is shown and
 * read, and when another code may be asked for. The screens: MobileSignInPage, PhoneCodeForm.
 */

/** A 10-digit number as people in India read it: "9876543210" -> "+91 98765 43210". */
export function formatMobile(digits: string): string {
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/**
 * The digits the phone rule checks, from what was typed, pasted or filled in by the browser:
 * spaces, dashes, dots and brackets go, and a +91, 91 or 0 in front of ten digits too
 * ("+91 98765-43210" -> "9876543210"). Anything else stays, so the rule can say it is wrong.
 */
export function mobileDigits(typed: string): string {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  return compact.replace(/^(\+91|91|0)(?=\d{10}$)/, '');
}

/**
 * How long after a code was sent another one may be asked for, measured on the server's clock
 * (resendAfter minus the moment it sent the code, which is expiresAt minus the code's life), so
 * a phone whose clock is wrong still counts the right number of seconds from the answer.
 */
export function resendWaitMs(sent: { expiresAt: string; resendAfter: string }): number {
  const sentAt = Date.parse(sent.expiresAt) - PHONE_CODE_MINUTES * 60_000;
  const wait = Date.parse(sent.resendAfter) - sentAt;
  return Number.isFinite(wait) ? Math.max(0, wait) : 0;
}

/** A countdown as a clock shows it, rounded up: 27_400 ms -> "0:28", 90_000 -> "1:30". */
export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
