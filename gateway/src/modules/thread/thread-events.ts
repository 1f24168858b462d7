import { Client, type Notification } from 'pg';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { LeadKind } from '../../../../shared/domain/enquiries';

/** PostgreSQL's channel for changes to leads' threads: every gateway on the database listens to it. */
const CHANNEL = 'lead_threads';

/** How long a gateway waits before listening again after its connection was lost. */
const RELISTEN_MS = 1000;

interface ThreadChange {
  /** The lead whose thread changed. */
  id: string;
  kind: LeadKind;
  /** The accounts that see it: its owner and, when it was sent signed in, its seeker. */
  to: string[];
}

/**
 * Live changes to leads' threads, across gateways. A change is announced with NOTIFY inside the
 * transaction that makes it, so PostgreSQL delivers it when (and only if) that transaction
 * commits, to every gateway listening on the database; each gateway hands it to its own
 * subscribers (the GraphQL subscription's WebSocket clients) for the accounts it concerns.
 */
export class ThreadEvents {
  private readonly subscribers = new Map<string, Set<(change: ThreadChange) => void>>();
  private listener: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /** Whether changes may have gone by unheard: the listening connection was lost since it last listened. */
  private gap = false;
  private readonly resumeHandlers = new Set<() => void>();

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Announces a change of the thread, delivered when `manager`'s transaction commits. */
  async announce(manager: EntityManager, lead: { id: string; kind: LeadKind; ownerId: string; seekerId: string | null }): Promise<void> {
    const change: ThreadChange = { id: lead.id, kind: lead.kind, to: [lead.ownerId, ...(lead.seekerId ? [lead.seekerId] : [])] };
    await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]);
  }

  /** Listens on the database (one connection per gateway), and again whenever that connection is lost. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
  }

  /**
   * Calls `handler` each time this gateway listens again after its connection was lost: changes
   * made in between reached no subscriber here, so those who follow threads must read again.
   * Returns what removes it.
   */
  onResumed(handler: () => void): () => void {
    this.resumeHandlers.add(handler);
    return () => this.resumeHandlers.delete(handler);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.gap = true;
      client.end().catch(() => undefined);
      if (!this.stopped) {
        this.logger.warn({ err: error }, 'live thread updates: the listening connection was lost; listening again');
        this.listenLater();
      }
    };
    client.on('notification', (message) => this.deliver(message));
    client.on('error', lost);
    client.on('end', () => lost());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.listener = null;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.gap) {
      this.gap = false;
      for (const handler of this.resumeHandlers) handler();
    }
  }

  // Changes made while no connection listened are not replayed here: the subscription sockets are
  // closed once listening again (onResumed, graphql/live.ts), and each client catches up by
  // reading again when its socket comes back (web/src/features/leads/live-threads.ts).
  private listenLater(): void {
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.stopped) return;
      this.listen().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'live thread updates: could not listen again; trying again');
        this.listenLater();
      });
    }, RELISTEN_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * The ids of the leads (of kind `kind`, when given) whose threads change for `userId`, as they
   * change, until the consumer returns (a client unsubscribes or disconnects).
   */
  changesFor(userId: string, kind?: LeadKind): AsyncIterableIterator<string> {
    const waiting: string[] = [];
    let wake: ((result: IteratorResult<string>) => void) | null = null;
    let done = false;
    const push = (change: ThreadChange) => {
      if (kind && change.kind !== kind) return;
      if (wake) {
        wake({ value: change.id, done: false });
        wake = null;
      } else waiting.push(change.id);
    };
    const mine = this.subscribers.get(userId) ?? new Set();
    mine.add(push);
    this.subscribers.set(userId, mine);
    const end = (): IteratorResult<string> => {
      done = true;
      mine.delete(push);
      if (mine.size === 0) this.subscribers.delete(userId);
      wake?.({ value: undefined, done: true });
      wake = null;
      return { value: undefined, done: true };
    };
    return {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const next = waiting.shift();
        if (next !== undefined) return Promise.resolve({ value: next, done: false });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => Promise.resolve(end()),
      throw: (error: unknown) => {
        end();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** How many subscriptions on this gateway follow the account's threads (diagnostics, and tests waiting for one). */
  followers(userId: string): number {
    return this.subscribers.get(userId)?.size ?? 0;
  }

  private deliver(message: Notification): void {
    if (message.channel !== CHANNEL || !message.payload) return;
    let change: ThreadChange;
    try {
      change = JSON.parse(message.payload) as ThreadChange;
    } catch {
      return;
    }
    for (const userId of change.to) this.subscribers.get(userId)?.forEach((push) => push(change));
  }
}
