/**
 * A request's answer that the test lets through when it chooses (`release()`), to see what a
 * screen shows while the request is on its way. A timed delay instead races the screen: on a busy
 * machine the answer can come before the test looks.
 */
export function heldAnswer(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}
