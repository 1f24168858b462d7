/** 'View Phone Number' on the listing page: the owner's number for signed-in users, a few a day. */

/** Default of THROTTLE_PHONE_REVEAL_ACCOUNT: numbers one account may see per day. */
export const PHONE_REVEALS_PER_DAY = 20;

export const PHONE_REVEAL_MESSAGES = {
  limit: 'You have seen as many phone numbers as allowed for today; you can still send the owner an enquiry.',
  noNumber: 'The owner has not added a phone number yet. Send them an enquiry instead.',
} as const;
