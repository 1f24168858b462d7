/**
 * Waits for something that happens in the background (a queue's delivery, a server's restart):
 * polls `check` until it neither throws nor answers `false`, and fails naming `what` (with the
 * last failed check as the cause) once `within` ms have passed. The one polling loop of the tests.
 */
export async function eventually(
  what: string,
  check: () => unknown,
  { within = 20_000, every = 50 }: { within?: number; every?: number } = {},
): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    let failure: unknown;
    try {
      if ((await check()) !== false) return;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${within} ms`, { cause: failure });
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
