/**
 * A value loaded at most once per `ttlMs` and shared by every caller meanwhile (counts that
 * change slowly). A failed load is forgotten at once, so the next caller tries again.
 */
export class Cached<T> {
  private entry?: { at: number; value: Promise<T> };

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    const now = Date.now();
    if (this.entry && now - this.entry.at < this.ttlMs) return this.entry.value;
    const value = this.load().catch((error: unknown) => {
      this.entry = undefined;
      throw error;
    });
    this.entry = { at: now, value };
    return value;
  }

  /** Drops the kept value: the next caller loads it afresh (what it counts has changed). */
  forget(): void {
    this.entry = undefined;
  }
}
