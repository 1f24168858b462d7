/** What an admin checks before marking a listing verified; every item must be checked. */
export const VERIFICATION_CHECKS = [
  { value: 'photosMatch', label: 'The photos match the place' },
  { value: 'ownerIdentitySeen', label: "The owner's identity was seen" },
  { value: 'addressConfirmed', label: 'The address was confirmed' },
] as const;

export const VERIFICATION_NOTE_MAX = 500;

export const VERIFICATION_MESSAGES = {
  unchecked: (label: string) => `Check this before verifying: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  reason: 'Say why the verified mark is removed',
  noteTooLong: `A note can be at most ${VERIFICATION_NOTE_MAX} characters`,
  verified: 'Listing verified.',
  removed: 'Verified mark removed.',
} as const;
