import { searchCountText } from '../../../../shared/domain/listing-text';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '../../../../shared/domain/roles';
import {
  ALERT_MESSAGES,
  DAILY_ALERT_CRON,
  ALERT_TIME_ZONE,
  ALERT_LISTINGS_MAX,
  ALERT_CARDS_SHOWN,
  type AlertFrequency,
} from '../../../../shared/domain/saved-search-alerts';
import { searchFiltersOf } from '../../../../shared/validation/search-params';
import { DomainError } from '../../common/errors';
import { afterCommittedWrites } from '../../common/committed-writes';
import type { JobQueue } from '../../common/job-queue';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailListingCard } from '../mail/mail-layout';
import type { MailService } from '../mail/mail.service';
import { Property } from '../property/property.entity';
import { NEW_SINCE_SQL } from '../search/search-sql';
import type { SearchService } from '../search/search.service';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import { hasConfirmedEmail } from '../user/has-email';
import { hasVerifiedPhone } from '../user/has-verified-phone';

/** The queue of each frequency's job: the job finds every search of that frequency with something to announce. */
const QUEUES: Record<AlertFrequency, string> = { instant: 'saved-search-alerts-instant', daily: 'saved-search-alerts-daily' };
/**
 * The instant searches are also looked at this often, for listings that become new by a write
 * TypeORM does not see (raw SQL), or whose job was lost in a crash between the commit and its send.
 */
const INSTANT_SWEEP_CRON = '*/10 * * * *';
/** One job's longest run: every search of its frequency, one statement and one mail each. */
const JOB_SECONDS = 300;

/** A saved search that sends alerts (not paused), with what its alert needs of its seeker. */
const DUE_SEARCH_SQL = `SELECT s.id, s.name, s.query, s.alert_frequency, s.alert_by_sms, s.alerts_from, s.unsubscribe_token,
         u.id AS user_id, u.role, u.name AS user_name, u.email, u.email_confirmed_at, u.contact_number, u.phone_verified_at
    FROM saved_searches s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.paused_at IS NULL`;

interface DueSearch {
  id: string;
  name: string;
  query: string;
  alert_frequency: AlertFrequency;
  alert_by_sms: boolean;
  alerts_from: Date;
  unsubscribe_token: string;
  user_id: string;
  role: Role;
  user_name: string;
  email: string | null;
  email_confirmed_at: Date | null;
  contact_number: string | null;
  phone_verified_at: Date | null;
}

/**
 * Saved searches' alerts (issue 34 item 2): what each search finds that became new since it was
 * saved (or resumed) and it has not announced yet, sent as one digest by mail (the listings' cards)
 * and, when chosen, one SMS to a verified number; an instant one also as a push notification. Instant searches are alerted by a job each
 * committed write of a listing sends (approved, published, resumed, restored, beds free again; at
 * most one job waits at a time) and a sweep every 10 minutes, daily ones by the job queue's cron at
 * 08:00 India time. The matches come from the search's own statement (SearchService.newMatches), and
 * the announcements are written in the mail's transaction, so an alert never disagrees with the
 * search's page and announces a listing once, across restarts and gateways.
 */
export class SavedSearchAlerts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: SearchService,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly push: PushService,
    private readonly cards: ListingMailCards,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    /** Absent when alerts are switched off (tests run them by hand). */
    private readonly queue?: JobQueue,
  ) {}

  /** Starts the alert jobs' workers and schedules (the daily digest, the instant sweep), and watches listings' writes. */
  async start(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    for (const frequency of Object.keys(QUEUES) as AlertFrequency[]) {
      // One worker each: a run does all there is to do, and two at once would only wait on each other's locks.
      await queue.work(QUEUES[frequency], { deliverySeconds: JOB_SECONDS, policy: 'short', workers: 1 }, () =>
        this.sendDue(frequency).then(() => undefined),
      );
    }
    await queue.schedule(QUEUES.daily, DAILY_ALERT_CRON, ALERT_TIME_ZONE);
    await queue.schedule(QUEUES.instant, INSTANT_SWEEP_CRON, ALERT_TIME_ZONE);
    afterCommittedWrites(
      this.dataSource,
      (entity) => entity === Property,
      () => {
        queue.enqueue(QUEUES.instant, {}).catch((error: unknown) => this.logger.error({ err: error }, 'instant alert job not sent'));
      },
    );
  }

  /** Sends every due alert of a frequency; answers how many were sent. */
  async sendDue(frequency: AlertFrequency): Promise<number> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT s.id FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE s.alert_frequency = $1 AND s.paused_at IS NULL AND u.suspended_at IS NULL ORDER BY s.created_at`,
      [frequency],
    );
    let sent = 0;
    for (const { id } of rows) {
      try {
        if (await this.sendOne(id)) sent++;
      } catch (error) {
        // One search's failure (its filters no longer read, a listing gone mid-way) holds up no other.
        this.logger.error({ err: error, savedSearchId: id }, 'saved search alert failed');
      }
    }
    return sent;
  }

  /**
   * Sends one search's alert if it has something new; answers whether it did. The search runs
   * first, holding no connection (it takes one of its own from the pool); then, under a lock on the
   * search's row, what another run announced meanwhile is left out, and the announcements are
   * written with the mail: no listing is announced twice, and no run holds two connections.
   */
  async sendOne(savedSearchId: string): Promise<boolean> {
    const [search]: DueSearch[] = await this.dataSource.query(DUE_SEARCH_SQL, [savedSearchId]);
    if (!search) return false;
    const found = await this.search.newMatches(
      { id: search.user_id, role: search.role },
      { filter: searchFiltersOf(search.query) },
      { newAfter: search.alerts_from, notAnnouncedTo: search.id },
      ALERT_LISTINGS_MAX,
    );
    if (!found.results.length) return false;
    const candidates = found.results.map((hit) => hit.property.id);
    return this.dataSource.transaction(async (manager) => {
      const [due]: DueSearch[] = await manager.query(`${DUE_SEARCH_SQL} FOR UPDATE OF s`, [savedSearchId]);
      if (!due) return false;
      const fresh: Array<{ id: string }> = await manager.query(
        `SELECT p.id FROM properties p WHERE p.id = ANY($2::uuid[]) AND NOT EXISTS (
           SELECT 1 FROM saved_search_announcements a WHERE a.saved_search_id = $1 AND a.property_id = p.id AND a.new_since >= ${NEW_SINCE_SQL})`,
        [due.id, candidates],
      );
      const still = new Set(fresh.map((row) => row.id));
      const ids = candidates.filter((id) => still.has(id));
      if (!ids.length) return false;
      await manager.query(
        `INSERT INTO saved_search_announcements (saved_search_id, property_id, new_since)
         SELECT $1, p.id, ${NEW_SINCE_SQL} FROM properties p WHERE p.id = ANY($2::uuid[])
         ON CONFLICT (saved_search_id, property_id) DO UPDATE SET new_since = EXCLUDED.new_since, announced_at = now()`,
        [due.id, ids],
      );
      await manager.query(`UPDATE saved_searches SET last_alerted_at = now() WHERE id = $1`, [due.id]);
      await this.notify(due, ids, { count: found.total - (candidates.length - ids.length), exact: found.totalExact }, manager);
      return true;
    });
  }

  /** One-click unsubscribe (RFC 8058) from a search's alerts: the search stays, paused. */
  async unsubscribe(token: string): Promise<string> {
    const [rows]: [Array<{ name: string }>, number] = token
      ? await this.dataSource.query(
          `UPDATE saved_searches SET paused_at = COALESCE(paused_at, now()) WHERE unsubscribe_token = $1 RETURNING name`,
          [token],
        )
      : [[], 0];
    if (!rows.length) throw new DomainError('BAD_USER_INPUT', ALERT_MESSAGES.unsubscribeInvalid, 'token');
    return rows[0].name;
  }

  private async notify(due: DueSearch, ids: string[], found: { count: number; exact: boolean }, manager: EntityManager): Promise<void> {
    const searchUrl = `${this.publicUrl}/search-list${due.query ? `?${due.query}` : ''}`;
    const total = found.count;
    const count = total === 1 ? 'A new listing' : `${searchCountText(total, found.exact)} new listings`;
    const subject = `${count} for “${due.name}”`;
    // One card after another: they are read on the transaction's one connection, which runs a
    // query at a time (pg queues a second one sent meanwhile, and pg 9 will refuse it).
    const cards: Array<MailListingCard | undefined> = [];
    for (const id of ids.slice(0, ALERT_CARDS_SHOWN)) cards.push(await this.cards.of(id, manager));
    // A push notification for the instant choice only: a daily digest is not news to ring a phone for.
    if (due.alert_frequency === 'instant') {
      const titles = cards.flatMap((card) => (card ? [card.title] : []));
      await this.push.notify(
        due.user_id,
        { title: subject, body: titles.join(' · '), url: searchUrl.slice(this.publicUrl.length), tag: `saved-search-${due.id}` },
        manager,
      );
    }
    if (hasConfirmedEmail({ email: due.email, emailConfirmedAt: due.email_confirmed_at })) {
      const listed = cards.flatMap((card) => (card ? [`${card.title}, ${card.caption}\n${card.url}`] : []));
      const token = encodeURIComponent(due.unsubscribe_token);
      const some = total > listed.length ? ` Here are ${listed.length} of them.` : '';
      const intro = `Hello ${due.user_name},\n\n${count} on Nivaas ${total === 1 ? 'matches' : 'match'} your saved search “${due.name}”.${some}\n\n`;
      const rest =
        `See them all: ${searchUrl}\n\n` +
        `You get this ${due.alert_frequency === 'daily' ? 'at 8 AM on days with something new' : 'as soon as a match is listed'}; ` +
        `change it in My saved searches: ${this.publicUrl}/saved-searches\n\nNivaas`;
      await this.mail.send(
        {
          to: due.email as string,
          subject,
          text: `${intro}${listed.map((line) => `${line}\n\n`).join('')}${rest}`,
          // The HTML part shows the listings as cards, after its text.
          htmlText: `${intro}${rest}`,
          cards,
          action: { label: 'See them all', url: searchUrl },
          listUnsubscribe: {
            page: `${this.publicUrl}/saved-searches/unsubscribe?token=${token}`,
            oneClick: `${this.publicUrl}/api/v1/saved-searches/unsubscribe?token=${token}`,
          },
        },
        { manager },
      );
    }
    const seeker = { contactNumber: due.contact_number, phoneVerifiedAt: due.phone_verified_at };
    if (due.alert_by_sms && hasVerifiedPhone(seeker)) {
      await this.sms.send(
        { to: seeker.contactNumber, text: `Nivaas: ${count.toLowerCase()} for “${due.name}”. See ${searchUrl}` },
        { manager },
      );
    }
  }
}
