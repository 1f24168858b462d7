/** @jest-environment jsdom */
// Runs in jsdom (not Node, as other .test.ts files do): it waits for the window's load event.
import { whenLoadedAndIdle } from './when-loaded-and-idle';

// A browser that never reports an idle moment, as headless Chromium did in CI: only the callback's
// own timeout runs it.
const neverIdle = (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
  options?.timeout === undefined
    ? 0
    : (setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout) as unknown as number);

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'requestIdleCallback', { value: neverIdle, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

test('the work waits for the page to load, and runs even when the browser reports no idle moment', () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const work = jest.fn();
  whenLoadedAndIdle(work);
  jest.advanceTimersByTime(10_000);
  expect(work).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(2_000);
  expect(work).toHaveBeenCalledTimes(1);
  Reflect.deleteProperty(document, 'readyState');
});

test('once the page has loaded, the work is only waiting for an idle moment', () => {
  const work = jest.fn();
  whenLoadedAndIdle(work);
  jest.advanceTimersByTime(2_000);
  expect(work).toHaveBeenCalledTimes(1);
});
