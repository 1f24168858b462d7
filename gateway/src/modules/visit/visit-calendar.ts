import { createEvent } from 'ics';
import { VISIT_TIME_ZONE } from '../../../../shared/domain/visits';
import type { MailAttachment } from '../mail/outbox-mail.entity';
import type { Visit } from './visit.entity';

/**
 * A visit as a calendar invitation (RFC 5545, made by the `ics` library): METHOD:REQUEST for a
 * confirmed visit, METHOD:CANCEL when a confirmed one is cancelled, with the same UID so calendars
 * update the one event. Times are written in UTC from the Kolkata slot, which is exact (no DST).
 */
export function visitInvitation(visit: Visit, publicUrl: string, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  const listing = visit.property;
  const title = listing?.title ?? 'a Nivaas listing';
  const address = listing ? [listing.streetAddress, listing.locality, listing.city, listing.pinCode].filter(Boolean).join(', ') : undefined;
  const { error, value } = createEvent({
    uid: `visit-${visit.id}@nivaas.in`,
    productId: 'nivaas/visits',
    method,
    // Each change is a newer version of the same event.
    sequence: Math.floor(visit.updatedAt.getTime() / 1000) % 2_000_000_000,
    start: visit.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: visit.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Visit: ${title}`,
    description: `Visit to ${title} (times in ${VISIT_TIME_ZONE}). ${publicUrl}/property/${visit.propertyId}`,
    location: address,
    url: `${publicUrl}/property/${visit.propertyId}`,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    ...(visit.owner ? { organizer: { name: visit.owner.name, email: visit.owner.email ?? undefined } } : {}),
    ...(visit.seeker
      ? {
          attendees: [
            {
              name: visit.seeker.name,
              email: visit.seeker.email ?? undefined,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }
      : {}),
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made.');
  return {
    filename: method === 'CANCEL' ? 'visit-cancelled.ics' : 'visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}
