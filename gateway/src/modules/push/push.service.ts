import type { Logger } from 'pino';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import webPush from 'web-push';
import { z } from 'zod';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_MAX, pushBody, type PushNotice } from '../../../../shared/domain/push';
import type { JobAttempt, JobQueue } from '../../common/job-queue';
import { DomainError } from '../../common/errors';
import { parseInput, type Untrusted } from '../../common/validate';
import { requireViewer, type Viewer } from '../auth/viewer';
import { PushSubscription } from './push-subscription.entity';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

const QUEUE = 'push';
/** Longest wait on a push service before a delivery counts as failed (and is retried). */
const PUSH_TIMEOUT_SECONDS = 10;
/** A push service keeps an undelivered notice this long (the phone may be off): a day, then it is stale. */
const NOTICE_TTL_SECONDS = 24 * 3600;

export interface PushSettings {
  /** Off: no subscriptions are taken and nothing is sent (the gateway tests, unless one turns it on). */
  enabled: boolean;
  /** Configured keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); otherwise generated once and kept in the database. */
  vapidKeys?: VapidKeys;
  /** Who runs this site, for push services to reach (a mailto: or https: URL). */
  subject: string;
  /** Push services the gateway POSTs to ("https://fcm.googleapis.com", "https://*.notify.windows.com"). */
  serviceOrigins: readonly string[];
}

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushJob {
  subscriptionId: string;
  notice: PushNotice;
}

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keysInvalid)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, PUSH_MESSAGES.keysInvalid);

/**
 * Web Push (issue 34 item 4): devices subscribe with the site's VAPID public key; a notice for a
 * user is queued in the transaction that causes it (one job per device, so a retry never repeats a
 * device that already has it) and sent encrypted for that device alone by the `web-push` package.
 * The gateway only ever POSTs to the configured push services (an endpoint is a URL a client
 * gives: anything else would let a client aim the gateway at any address).
 */
export class PushService {
  private readonly rows: Repository<PushSubscription>;
  private keys?: VapidKeys;
  private readonly subscriptionSchema: z.ZodType<PushSubscriptionInput>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PushSettings,
    private readonly logger: Logger,
    private readonly queue?: JobQueue,
  ) {
    this.rows = dataSource.getRepository(PushSubscription);
    if (settings.enabled && !queue) throw new Error('Push notifications need the job queue.');
    this.subscriptionSchema = z.object({
      endpoint: z
        .string()
        .max(1000)
        .refine((endpoint) => this.allowedEndpoint(endpoint), PUSH_MESSAGES.endpointNotAllowed),
      p256dh: base64url(65),
      auth: base64url(16),
    });
  }

  async start(): Promise<void> {
    if (!this.settings.enabled || !this.queue) return;
    this.keys = await loadVapidKeys(this.dataSource, this.settings.vapidKeys);
    await this.queue.work<PushJob>(QUEUE, { deliverySeconds: PUSH_TIMEOUT_SECONDS }, (job, attempt) => this.deliver(job, attempt));
  }

  /** The key browsers subscribe with; null when this site sends no notifications. */
  publicKey(): string | null {
    return this.keys?.publicKey ?? null;
  }

  /**
   * Turns notifications on for the viewer on one device. Subscribing again is harmless (the page
   * does it on each visit, so a device the gateway dropped comes back); a device last subscribed by
   * another account moves to this one; past PUSH_SUBSCRIPTIONS_MAX the oldest device is dropped.
   */
  async subscribe(viewer: Viewer | null, input: Untrusted<PushSubscriptionInput>): Promise<void> {
    const { id: userId } = requireViewer(viewer);
    if (!this.publicKey()) throw new DomainError('NOT_FOUND', PUSH_MESSAGES.notOffered);
    const subscription = parseInput(this.subscriptionSchema, input);
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(PushSubscription)
        .values({ userId, ...subscription })
        .orUpdate(['user_id', 'p256dh', 'auth'], ['endpoint'])
        .execute();
      await manager.query(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id OFFSET $2)`,
        [userId, PUSH_SUBSCRIPTIONS_MAX],
      );
    });
  }

  /** Turns notifications off for the viewer on the device with this endpoint. */
  async unsubscribe(viewer: Viewer | null, endpoint: string): Promise<void> {
    const { id: userId } = requireViewer(viewer);
    await this.rows.delete({ userId, endpoint });
  }

  /** Whether the device with this endpoint gets the viewer's notifications (the settings show it). */
  async isSubscribed(viewer: Viewer | null, endpoint: string): Promise<boolean> {
    const { id: userId } = requireViewer(viewer);
    return this.rows.existsBy({ userId, endpoint });
  }

  /**
   * Queues `notice` for every device of `userId`, in `manager`'s transaction: sent only if what
   * caused it is kept. A user with no device costs one indexed read.
   */
  async notify(userId: string, notice: PushNotice, manager: EntityManager): Promise<void> {
    if (!this.queue || !this.keys) return;
    const devices = await manager.find(PushSubscription, { where: { userId }, select: { id: true } });
    const job = { ...notice, body: pushBody(notice.body) };
    for (const { id } of devices) await this.queue.enqueue(QUEUE, { subscriptionId: id, notice: job } satisfies PushJob, manager);
  }

  private async deliver({ subscriptionId, notice }: PushJob, attempt: JobAttempt): Promise<void> {
    const device = await this.rows.findOneBy({ id: subscriptionId });
    if (!device || !this.keys) return;
    // web-push encrypts for the device and signs for the push service; fetch carries it, bounded.
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(notice),
      {
        vapidDetails: { subject: this.settings.subject, ...this.keys },
        TTL: NOTICE_TTL_SECONDS,
        urgency: 'high',
        topic: topicOf(notice.tag),
      },
    );
    let failure: string | undefined;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_SECONDS * 1000),
      });
      // Gone (404, 410): the browser dropped the subscription; so do we, and nothing is retried.
      if (response.status === 404 || response.status === 410) {
        await this.rows.delete({ id: device.id });
        return;
      }
      if (!response.ok) failure = `the push service answered ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (!failure) return;
    const lastTry = attempt.retryCount >= attempt.retryLimit;
    this.logger.warn(
      { reason: failure, attempt: attempt.retryCount + 1 },
      lastTry ? 'A push notification could not be sent; giving up' : 'A push notification could not be sent; will retry',
    );
    throw new Error(failure);
  }

  /** Whether `endpoint` is at one of the configured push services ("https://*.example.com" allows its subdomains). */
  private allowedEndpoint(endpoint: string): boolean {
    if (!URL.canParse(endpoint)) return false;
    const { protocol, host, username, password } = new URL(endpoint);
    if (username || password) return false;
    return this.settings.serviceOrigins.some((origin) => {
      const [scheme, rest] = origin.split('://');
      if (`${scheme}:` !== protocol) return false;
      return rest.startsWith('*.') ? host.endsWith(rest.slice(1)) : host === rest;
    });
  }
}

/** A push service's Topic header (at most 32 URL-safe characters): a newer notice with it replaces an undelivered one. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32);
}
