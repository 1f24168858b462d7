import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../../common/errors';
import { tryAgainIn, type Limit } from '../../common/limits';

/**
 * One named limit (rate-limiter-flexible on PostgreSQL, in the `rate_limits` table). `hit`
 * counts an action and refuses it past the limit; `check` only refuses when the limit is
 * already used up (for counting failures only); `reset` forgets a key.
 */
export class Throttle {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    dataSource: DataSource,
    readonly name: string,
    readonly limit: Limit,
    /** What was throttled, for the message: "Too many sign-in attempts." */
    private readonly tooMany: string,
    options: { clearExpired?: boolean } = {},
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: limit.points,
      duration: limit.seconds,
      // One limiter per table is enough to sweep expired rows.
      clearExpiredByTimeout: options.clearExpired ?? false,
    });
  }

  async hit(key: string | undefined): Promise<void> {
    if (!key) return;
    try {
      await this.limiter.consume(key);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  async check(key: string | undefined): Promise<void> {
    if (!key) return;
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.limit.points) throw this.refusal(state);
  }

  async reset(key: string | undefined): Promise<void> {
    if (key) await this.limiter.delete(key);
  }

  private refusal(error: unknown): Error {
    if (!(error instanceof RateLimiterRes)) return error instanceof Error ? error : new Error(String(error));
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return new TooManyRequestsError(`${this.tooMany} ${tryAgainIn(seconds)}`, seconds);
  }
}
