/** A seeker turns their account into an owner account to post a property (issue 11 item 6). */
export const BECOME_OWNER_TEXTS = {
  title: 'List your property with this account',
  intro: 'Your account is a seeker account. Turn it into an owner account to post your PG or hostel; it takes one step.',
  changes: [
    'You can post properties and manage them in My Properties.',
    'Enquiries and other leads for your properties reach you in Leads.',
    'Your shortlist, your enquiries, your e-mail address and password stay as they are.',
  ],
  confirm: 'Make it an owner account',
  cancel: 'Not now',
  done: 'Your account is now an owner account. Add your first property.',
} as const;

export const BECOME_OWNER_MESSAGES = {
  onlySeekers: 'Only a seeker account can become an owner account.',
} as const;
