import type { PushNotice } from '../../../shared/domain/push';

/**
 * What the service worker (src/sw/push-notices.ts) makes of a push: pure rules, kept apart from
 * the worker's events so they can be tested.
 */

/** A push's payload as a notice, or null when it is not one (nothing is shown then). */
export function noticeOf(payload: unknown): PushNotice | null {
  const notice = payload as Partial<PushNotice> | null;
  if (typeof notice?.title !== 'string' || !notice.title || typeof notice.url !== 'string') return null;
  return { title: notice.title, body: String(notice.body ?? ''), url: notice.url, tag: String(notice.tag ?? '') };
}

/** The address a tapped notice opens: its path on this site, never another site (the home page instead). */
export function screenOf(url: unknown, origin: string): string {
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
  const target = new URL(path, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}
