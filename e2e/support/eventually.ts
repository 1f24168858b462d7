/**
 * Waits until `read` gives what `ok` accepts (a page or the mail queue settles asynchronously),
 * then returns it; past the timeout, returns the last value read, for the test to assert on.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
