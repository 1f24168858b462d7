import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where a gateway keeps photos: its own folder (`local`) or a bucket (`s3`). */
export type StorageKind = 'local' | 's3';

/**
 * One running gateway on this database, so each can see the others at start (see
 * gateway-registry.ts). A row whose heartbeat stopped is stale and ignored; a clean stop removes it.
 */
@Entity('gateway_instances')
export class GatewayInstance {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 255 })
  host: string;

  @Column({ type: 'integer' })
  pid: number;

  @Column({ type: 'varchar', length: 8 })
  storageKind: StorageKind;

  /** The uploads folder's absolute path, or `s3://<bucket>` with the endpoint. */
  @Column({ type: 'text' })
  storageLocation: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
