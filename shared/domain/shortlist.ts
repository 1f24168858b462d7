/** The shortlist: listings a seeker keeps to compare, in the browser or on their account. */

/** The most listings one shortlist holds (an account's, or a browser's before sign-in). */
export const SHORTLIST_MAX = 200;

export const SHORTLIST_MESSAGES = {
  tooMany: `At most ${SHORTLIST_MAX} listings at once`,
  full: `Your shortlist is full (${SHORTLIST_MAX} listings). Remove one to add another.`,
  added: 'Added to your shortlist.',
  removed: 'Removed from your shortlist.',
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
} as const;
