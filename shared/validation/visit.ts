import { z } from 'zod';
import { bookableVisitDays, VISIT_MESSAGES, VISIT_NOTE_MAX, VISIT_SLOTS, visitTimes, type VisitSlot } from '../domain/visits';

const day = z
  .string({ error: VISIT_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_MESSAGES.day)
  .refine((value) => bookableVisitDays().includes(value), VISIT_MESSAGES.dayOutOfRange);
const slot = z.enum(VISIT_SLOTS, { error: VISIT_MESSAGES.slot });

/** A slot of today that has already begun cannot be booked. */
const notBegun: [(value: { day: string; slot: VisitSlot }) => boolean, { message: string; path: string[] }] = [
  (value) => visitTimes(value.day, value.slot).startsAt.getTime() > Date.now(),
  { message: VISIT_MESSAGES.slotStarted, path: ['slot'] },
];

/** 'Book a visit' on a listing (a day from today in Kolkata to 13 days ahead): the web form and the gateway check it the same way. */
export const visitRequestSchema = z
  .object({
    day,
    slot,
    note: z.string().trim().max(VISIT_NOTE_MAX, VISIT_MESSAGES.noteTooLong).optional().default(''),
  })
  .refine(...notBegun);
export type VisitRequestFormInput = z.input<typeof visitRequestSchema>;
export type VisitRequestValues = z.output<typeof visitRequestSchema>;

/** The owner proposes another day and slot, by the same rules. */
export const visitProposalSchema = z.object({ day, slot }).refine(...notBegun);
export type VisitProposalValues = z.output<typeof visitProposalSchema>;
