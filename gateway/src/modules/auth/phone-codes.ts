import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES,
  PHONE_MESSAGES,
  phoneCodeSms,
  type PhoneCodePurpose,
} from '../../../../shared/domain/phone-sign-in';
import { TooManyRequestsError, ValidationError } from '../../common/errors';
import type { SmsService } from '../sms/sms.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { PhoneCode } from './phone-code.entity';
import type { SessionTokens } from './session-token';

export interface PhoneCodeSent {
  expiresAt: Date;
  resendAfter: Date;
}

export interface PhoneCodeCheck {
  phone: string;
  purpose: PhoneCodePurpose;
  code: string;
  /** For 'verify': the account the code was sent for. */
  userId?: string | null;
}

/** What the code's check answers for a wrong, used, expired or worn-out code alike. */
const wrongPhoneCode = () => new ValidationError([{ field: 'code', message: PHONE_MESSAGES.phoneCodeWrong }]);

/**
 * The life of a code sent by SMS: made at random, kept only as an HMAC-SHA256 (keyed from the
 * gateway's signing key, bound to the number and purpose), sent through SmsService, and used
 * once within PHONE_CODE_MINUTES and PHONE_CODE_TRIES wrong tries. A newer code for the same
 * number and purpose ends the older ones; asking again within PHONE_CODE_RESEND_SECONDS is 429.
 */
export class PhoneCodes {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly throttles: AccountThrottles,
    private readonly tokens: SessionTokens,
  ) {}

  async send(to: { phone: string; purpose: PhoneCodePurpose; userId: string | null }, ip?: string): Promise<PhoneCodeSent> {
    // Too early is refused before the limits count it.
    await this.refuseTooSoon(this.dataSource.manager, to);
    await this.throttles.phoneCodeIp.hit(ip);
    await this.throttles.phoneCodeNumber.hit(to.phone);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const codeHash = await this.hash(to.phone, to.purpose, code);
    return this.dataSource.transaction(async (manager) => {
      // One sender per number and purpose at a time: two requests at once cannot both pass the wait.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`phone-code:${to.purpose}:${to.phone}`]);
      await this.refuseTooSoon(manager, to);
      await manager.update(PhoneCode, { phone: to.phone, purpose: to.purpose, usedAt: IsNull() }, { usedAt: () => 'now()' });
      const [row] = await manager.query<Array<{ created_at: Date; expires_at: Date }>>(
        `INSERT INTO phone_codes (phone, purpose, user_id, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING created_at, expires_at`,
        [to.phone, to.purpose, to.userId, codeHash, PHONE_CODE_MINUTES],
      );
      await this.sms.send({ to: to.phone, text: phoneCodeSms(code) }, { manager });
      return { expiresAt: row.expires_at, resendAfter: new Date(row.created_at.getTime() + PHONE_CODE_RESEND_SECONDS * 1000) };
    });
  }

  /**
   * Uses the newest working code of the number and purpose if `code` is it; otherwise counts a
   * wrong try (on the code and per client IP) and answers 400 on `code`.
   */
  async consume(check: PhoneCodeCheck, ip?: string): Promise<void> {
    await this.throttles.phoneCodeTryIp.check(ip);
    const typed = await this.hash(check.phone, check.purpose, check.code);
    const right = await this.dataSource.transaction(async (manager) => {
      const codes = manager.getRepository(PhoneCode);
      const newest = await codes
        .createQueryBuilder('code')
        .setLock('pessimistic_write')
        .where('code.phone = :phone AND code.purpose = :purpose AND code.usedAt IS NULL', check)
        .andWhere('code.expiresAt > now() AND code.tries < :tries', { tries: PHONE_CODE_TRIES })
        .orderBy('code.createdAt', 'DESC')
        .getOne();
      if (!newest || newest.userId !== (check.userId ?? null)) return false;
      if (!timingSafeEqual(Buffer.from(newest.codeHash, 'hex'), Buffer.from(typed, 'hex'))) {
        await codes.increment({ id: newest.id }, 'tries', 1);
        return false;
      }
      await codes.update({ id: newest.id }, { usedAt: () => 'now()' });
      return true;
    });
    if (right) return;
    // Counting never hides the answer this try is owed; the next one is refused.
    await this.throttles.phoneCodeTryIp.hit(ip).catch((error: unknown) => {
      if (!(error instanceof TooManyRequestsError)) throw error;
    });
    throw wrongPhoneCode();
  }

  private async refuseTooSoon(manager: DataSource['manager'], to: { phone: string; purpose: PhoneCodePurpose }): Promise<void> {
    const [recent] = await manager.query<Array<{ wait: number }>>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $3) - now()))::int AS wait
       FROM phone_codes WHERE phone = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3)
       ORDER BY created_at DESC LIMIT 1`,
      [to.phone, to.purpose, PHONE_CODE_RESEND_SECONDS],
    );
    if (recent) throw new TooManyRequestsError(PHONE_MESSAGES.phoneCodeTooSoon, Math.max(1, recent.wait));
  }

  private async hash(phone: string, purpose: PhoneCodePurpose, code: string): Promise<string> {
    this.key ??= this.tokens.signingKey().then((key) => createHmac('sha256', key).update('nivaas phone codes').digest());
    return createHmac('sha256', await this.key)
      .update(`${purpose}:${phone}:${code}`)
      .digest('hex');
  }
}
