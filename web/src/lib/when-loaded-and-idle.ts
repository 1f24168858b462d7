/**
 * The longest wait for an idle moment after the page's load. Chromium may report none at all (a
 * headless page, found by CI: the signed-in header never woke in 4 of 24 loads on a busy machine)
 * and a busy page may not report one for long; the work is then done anyway.
 */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the page has loaded and the browser is idle, so it never competes with the page. */
export function whenLoadedAndIdle(work: () => void): void {
  const onIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(work, 1);
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
}
