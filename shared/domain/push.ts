import { cutText } from './cut-text';

/**
 * Push notifications (issue 34 item 4): what the browser shows and what the settings say. The
 * gateway sends a `PushNotice` as the encrypted payload; the service worker shows it and opens its
 * `url` (a path of this site) when it is tapped.
 */

export interface PushNotice {
  title: string;
  body: string;
  /** A path of this site: the screen the notification opens. */
  url: string;
  /** Notices with one tag replace each other on the device (one per thread, visit or saved search). */
  tag: string;
}

export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot show notifications from Nivaas.',
  notOffered: 'Notifications are not available on this site.',
  blocked: "Notifications are blocked for Nivaas in this browser's site settings. Allow them there, then try again.",
  off: 'Get a notification on this device when something needs you: new enquiries, visit requests and messages for your listings; replies, visit changes and instant alerts for your saved searches.',
  on: 'Notifications are on for this device. Signing out turns them off here.',
  turnedOn: 'Notifications turned on for this device.',
  turnedOff: 'Notifications turned off for this device.',
  failed: 'Notifications could not be turned on in this browser. Try again, or use another browser.',
  serviceSilent: "This browser's push service did not answer. Check your connection and try again.",
  endpointNotAllowed: 'This push service is not one Nivaas sends to',
  keysInvalid: 'The subscription keys are not valid',
} as const;

/** Devices one account can get notifications on; the oldest is dropped for a new one. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** A notice's longest body: push services cap the payload at 4 KB, and a phone shows two lines or so. */
const PUSH_BODY_MAX = 160;

/** Cuts a text to a notification's body. */
export function pushBody(text: string): string {
  return cutText(text.replace(/\s+/g, ' ').trim(), PUSH_BODY_MAX);
}
