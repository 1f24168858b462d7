/** Newsletter double opt-in: the confirmation link works once, for this many days. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_MESSAGES = {
  confirmSent: 'Almost done! Please confirm your subscription with the link we just e-mailed you.',
  confirmed: 'Your subscription is confirmed. You will get our next newsletter.',
  confirmInvalid: 'This confirmation link is not valid or was already used. Please subscribe again.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  unsubscribeInvalid: 'This unsubscribe link is not valid, or the address was already unsubscribed.',
  throttled: 'Too many newsletter sign-ups.',
} as const;
