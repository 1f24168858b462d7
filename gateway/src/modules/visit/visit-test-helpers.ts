import ICAL from 'ical.js';
import type { TestApp } from '../../test/test-app';

/** The calendar invitation of a stored mail, parsed (ical.js): method, uid, start, end, status. */
export function parseInvitation(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the invitation');
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    start: time('dtstart'),
    end: time('dtend'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
  };
}

/** The newest mails to an address with a subject, with their attachments. */
export async function mailsTo(t: TestApp, email: string, subject: RegExp) {
  return (await t.services.mail.outbox(email)).filter((mail) => subject.test(mail.subject));
}
