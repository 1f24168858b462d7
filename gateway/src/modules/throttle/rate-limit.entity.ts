import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (its own table layout, created here by a
 * migration instead of by the library at run time). Shared by every gateway on the database,
 * so limits hold across restarts and instances. Rows expire; the library deletes old ones.
 */
@Entity('rate_limits')
export class RateLimit {
  /** `<limiter>:<key>`, e.g. `login-account:asha@example.in`. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  /** Epoch milliseconds when the window ends. */
  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
