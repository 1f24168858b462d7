import type {
  DataSource,
  EntityManager,
  EntityTarget,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';

/**
 * Calls `then` whenever an entity `affects` is written through TypeORM, once the write is
 * committed (at once outside a transaction; after the commit inside one, once per transaction).
 * Raw SQL is not seen. Used by the shared answer caches (emptied) and the saved searches' instant alerts.
 */
export function afterCommittedWrites(dataSource: DataSource, affects: (entity: EntityTarget<unknown>) => boolean, then: () => void): void {
  dataSource.subscribers.push(new WrittenEntities(affects, then));
}

/** A transaction's marks: which watchers' entities it wrote (outside one a write is already committed). */
type MarkedRunner = QueryRunner & { data: Record<symbol, boolean | undefined> };

/** What to do once a transaction commits, kept on its query runner until it ends. */
const AFTER_COMMIT = Symbol('afterCommit');
type PendingRunner = QueryRunner & { data: Record<symbol, Array<() => void> | undefined> };
const sourcesWithPending = new WeakSet<DataSource>();

/**
 * Calls `then` once `manager`'s transaction commits (at once when it is in none); never if it
 * rolls back. Used by the job queue to wake its workers for a job sent inside a transaction.
 */
export function afterCommit(manager: EntityManager, then: () => void): void {
  const runner = manager.queryRunner as PendingRunner | undefined;
  if (!runner?.isTransactionActive) return then();
  const dataSource = manager.connection;
  if (!sourcesWithPending.has(dataSource)) {
    sourcesWithPending.add(dataSource);
    dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }: TransactionCommitEvent) => {
        const committed = queryRunner as PendingRunner;
        // A savepoint released inside a transaction is not yet visible to others.
        if (committed.isTransactionActive) return;
        const pending = committed.data[AFTER_COMMIT];
        committed.data[AFTER_COMMIT] = undefined;
        pending?.forEach((call) => call());
      },
      afterTransactionRollback: ({ queryRunner }: TransactionRollbackEvent) => {
        const rolledBack = queryRunner as PendingRunner;
        if (!rolledBack.isTransactionActive) rolledBack.data[AFTER_COMMIT] = undefined;
      },
    });
  }
  (runner.data[AFTER_COMMIT] ??= []).push(then);
}

class WrittenEntities implements EntitySubscriberInterface {
  /** This watcher's own mark: two watching one transaction must not clear each other's. */
  private readonly changedMark = Symbol('watchedEntityWritten');

  constructor(
    private readonly affects: (entity: EntityTarget<unknown>) => boolean,
    private readonly then: () => void,
  ) {}

  afterInsert(event: InsertEvent<unknown>) {
    this.changed(event.queryRunner, event.metadata.target);
  }

  afterUpdate(event: UpdateEvent<unknown>) {
    this.changed(event.queryRunner, event.metadata.target);
  }

  afterRemove(event: RemoveEvent<unknown>) {
    this.changed(event.queryRunner, event.metadata.target);
  }

  afterTransactionCommit(event: TransactionCommitEvent) {
    const runner = event.queryRunner as MarkedRunner;
    // A savepoint released inside a transaction is not yet visible to others.
    if (runner.isTransactionActive || !runner.data[this.changedMark]) return;
    runner.data[this.changedMark] = false;
    this.then();
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    const runner = event.queryRunner as MarkedRunner;
    if (!runner.isTransactionActive) runner.data[this.changedMark] = false;
  }

  private changed(queryRunner: QueryRunner, entity: EntityTarget<unknown>) {
    if (!this.affects(entity)) return;
    const runner = queryRunner as MarkedRunner;
    if (runner.isTransactionActive) runner.data[this.changedMark] = true;
    else this.then();
  }
}
