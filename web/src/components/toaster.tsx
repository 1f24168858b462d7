import { createToaster } from '@chakra-ui/react';
import { Suspense, useSyncExternalStore } from 'react';
import { onDemand } from '../lib/on-demand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Each toast is titled with its type, as the spec shows. */
const TOAST_TITLES: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};

export const TOAST_DURATION_MS = 5000;

/**
 * Top right (spec), below the header rather than over it: at 1rem from the top a toast covered
 * the account menu's button on a computer and the menu button on a phone for its 5 seconds, just
 * when 'Login Success!' or 'Registration Success!' sends the user on to them. ToastView.tsx sets
 * how far down the header ends.
 */
export const TOAST_TOP_OFFSET_VAR = '--nivaas-toast-top';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  offsets: { top: `var(${TOAST_TOP_OFFSET_VAR}, 1rem)`, right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Shows a toast at the top right, below the header, for 5 seconds; the user can close it earlier. */
export function notify(type: ToastType, message: string): void {
  toaster.create({ type, title: TOAST_TITLES[type], description: message, closable: true });
}

/** The toasts' view (Ark's toast machines) loads with the first toast; the store above keeps toasts until it is in. */
const toastView = onDemand(() => import('./ToastView').then((m) => m.ToastView));

// Once a toast was shown the view stays, so later toasts (and closing ones) animate as usual.
let toastShown = false;
const subscribeToToasts = (onChange: () => void) =>
  toaster.subscribe(() => {
    toastShown = true;
    onChange();
  });
const anyToast = () => toastShown || toaster.getCount() > 0;

export function Toaster() {
  // No toasts on the server, nor while React hydrates its HTML (both render the same).
  const used = useSyncExternalStore(subscribeToToasts, anyToast, () => false);
  return used ? (
    <Suspense fallback={null}>
      <toastView.Component />
    </Suspense>
  ) : null;
}
