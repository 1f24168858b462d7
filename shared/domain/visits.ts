import type { LeadStatus } from './enquiries';

/** 'Book a visit': a seeker asks to see a listing on a day and in a time slot; the owner answers. */

/** Every day and time of a visit is in India's one time zone (no daylight saving: +05:30 all year). */
export const VISIT_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** Today (in Kolkata) and the 13 days after it can be booked. */
const VISIT_DAYS_AHEAD = 14;
export const VISIT_NOTE_MAX = 500;

/** The time slots a seeker picks from (24-hour clock, Kolkata time). */
export const VISIT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
const VISIT_SLOT_HOURS: Record<VisitSlot, { start: number; end: number }> = {
  morning: { start: 10, end: 12 },
  afternoon: { start: 14, end: 16 },
  evening: { start: 17, end: 19 },
};
export const VISIT_SLOT_LABELS: Record<VisitSlot, string> = {
  morning: 'Morning, 10 am to 12 noon',
  afternoon: 'Afternoon, 2 pm to 4 pm',
  evening: 'Evening, 5 pm to 7 pm',
};

/**
 * requested (by the seeker) -> confirmed | rescheduled (the owner proposes another day and slot;
 * the seeker accepts it -> confirmed) | declined; requested, confirmed and rescheduled visits can
 * be cancelled by either side.
 */
export const VISIT_STATUSES = ['requested', 'confirmed', 'rescheduled', 'declined', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  rescheduled: 'New time proposed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
/** A visit in one of these, not yet over, is open: one per seeker and listing at a time. */
export const OPEN_VISIT_STATUSES: readonly VisitStatus[] = ['requested', 'confirmed', 'rescheduled'];

/** The two sides of a visit: the seeker who asked, and the listing's owner (or an admin for them). */
export const VISIT_SIDES = ['seeker', 'owner'] as const;
export type VisitSide = (typeof VISIT_SIDES)[number];

/** What each side may do to a visit, from which states, and where it leads. */
export const VISIT_ACTIONS = {
  confirm: { by: 'owner', from: ['requested'], to: 'confirmed' },
  propose: { by: 'owner', from: ['requested', 'confirmed', 'rescheduled'], to: 'rescheduled' },
  decline: { by: 'owner', from: ['requested'], to: 'declined' },
  accept: { by: 'seeker', from: ['rescheduled'], to: 'confirmed' },
  cancel: { by: 'either', from: ['requested', 'confirmed', 'rescheduled'], to: 'cancelled' },
} as const satisfies Record<string, { by: VisitSide | 'either'; from: readonly VisitStatus[]; to: VisitStatus }>;
export type VisitAction = keyof typeof VISIT_ACTIONS;
export const VISIT_ACTION_NAMES = Object.keys(VISIT_ACTIONS) as VisitAction[];
export const VISIT_ACTION_LABELS: Record<VisitAction, string> = {
  confirm: 'Confirm',
  propose: 'Propose another time',
  decline: 'Decline',
  accept: 'Accept',
  cancel: 'Cancel visit',
};

/** The actions `side` may take on a visit in `status` (none once it is over). */
export function visitActionsFor(side: VisitSide, status: VisitStatus, over: boolean): VisitAction[] {
  if (over) return [];
  return VISIT_ACTION_NAMES.filter((name) => {
    const action = VISIT_ACTIONS[name];
    return (action.by === 'either' || action.by === side) && (action.from as readonly VisitStatus[]).includes(status);
  });
}

/** A calendar day as YYYY-MM-DD in Kolkata. */
function kolkataDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The days a visit can be booked for on `now`: today in Kolkata and the next 13. */
export function bookableVisitDays(now: Date = new Date()): string[] {
  const today = new Date(`${kolkataDay(now)}T00:00:00Z`);
  return Array.from({ length: VISIT_DAYS_AHEAD }, (_, i) => new Date(today.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}

/** When a slot of a day starts and ends, as instants. */
export function visitTimes(day: string, slot: VisitSlot): { startsAt: Date; endsAt: Date } {
  const hours = VISIT_SLOT_HOURS[slot];
  const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00${IST_OFFSET}`);
  return { startsAt: at(hours.start), endsAt: at(hours.end) };
}

/** "Saturday, 6 December 2026", for mails and screens. */
export function visitDayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "Saturday, 6 December 2026, morning, 10 am to 12 noon". */
export const visitWhen = (day: string, slot: VisitSlot) =>
  `${visitDayLabel(day)}, ${VISIT_SLOT_LABELS[slot].replace(/^./, (c) => c.toLowerCase())}`;

export const VISIT_MESSAGES = {
  day: 'Choose a day',
  dayOutOfRange: `Choose a day from today to ${VISIT_DAYS_AHEAD - 1} days ahead`,
  slotStarted: 'This time slot has already begun today; choose a later one',
  slot: 'Choose a time slot',
  noteTooLong: `Note must be at most ${VISIT_NOTE_MAX} characters`,
  requested: 'Your visit request was sent to the owner. You will get an e-mail when they answer.',
  ownListing: 'This is your own listing.',
  alreadyOpen: 'You already have a visit booked for this property. Change or cancel it from My enquiries.',
  notFound: 'This visit does not exist.',
  notYours: 'Only the seeker who booked the visit or the owner of the listing can change it.',
  ownerOnly: 'Only the owner of the listing can do this.',
  seekerOnly: 'Only the seeker who booked the visit can do this.',
  over: 'This visit is already over and can no longer be changed.',
  notAllowed: (action: string, status: string) => `A visit that is ${status.toLowerCase()} cannot be ${action}.`,
  throttled: 'Too many visit requests.',
  /** My Properties' delete dialog, for a listing with visits still to come. */
  cancelledByDelete: (count: number) =>
    `${count === 1 ? 'One visit is' : `${count} visits are`} still to come here. Deleting the listing cancels ${count === 1 ? 'it' : 'them'} and tells each visitor by e-mail.`,
} as const;

/** The past participle for notAllowed: "cannot be confirmed". */
export const VISIT_ACTION_DONE: Record<VisitAction, string> = {
  confirm: 'confirmed',
  propose: 'given another time',
  decline: 'declined',
  accept: 'accepted',
  cancel: 'cancelled',
};

/**
 * How the leads export's status filter (new / contacted / closed, an enquiry's states) reads a
 * visit: waiting for the owner is new, agreed or a time proposed is contacted, declined or
 * cancelled is closed.
 */
export const VISIT_STATUSES_BY_LEAD_STATUS: Record<LeadStatus, readonly VisitStatus[]> = {
  new: ['requested'],
  contacted: ['confirmed', 'rescheduled'],
  closed: ['declined', 'cancelled'],
};
