import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows (storage, device features): `serverValue` on the server and
 * while React hydrates the server's HTML, so both render the same page, then `read()`. A render
 * that is not a hydration reads it at once. For values that change only through the app itself.
 */
export function useAfterHydration<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
