import { z } from 'zod';
import { VERIFICATION_CHECKS, VERIFICATION_MESSAGES, VERIFICATION_NOTE_MAX } from '../domain/verification';

const checked = (label: string) =>
  z.boolean({ error: VERIFICATION_MESSAGES.unchecked(label) }).refine((value) => value, VERIFICATION_MESSAGES.unchecked(label));
const note = z.string().trim().max(VERIFICATION_NOTE_MAX, VERIFICATION_MESSAGES.noteTooLong);

/** An admin's checklist: all three checked, and an optional note of what was seen. */
export const verificationSchema = z.object({
  photosMatch: checked(VERIFICATION_CHECKS[0].label),
  ownerIdentitySeen: checked(VERIFICATION_CHECKS[1].label),
  addressConfirmed: checked(VERIFICATION_CHECKS[2].label),
  note: note.optional().default(''),
});

/** Removing the mark needs a reason (it is kept with who removed it and when). */
export const unverifySchema = z.object({ reason: note.min(1, VERIFICATION_MESSAGES.reason) });
