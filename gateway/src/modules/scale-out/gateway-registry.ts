import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { FileStorage } from '../storage/file-storage';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import type { StorageKind } from './gateway-instance.entity';

/** How often a gateway says it is still running, and when silence means it is gone. */
const HEARTBEAT_MS = 30_000;
const STALE_AFTER_SECONDS = 120;

interface Peer {
  id: string;
  host: string;
  pid: number;
  storageKind: StorageKind;
  storageLocation: string;
}

export interface GatewayRegistration {
  id: string;
  /** Stops the heartbeat and removes this gateway's row (a clean shutdown). */
  stop(): Promise<void>;
}

/** The two log calls the registry makes (a pino logger fits). */
interface RegistryLogger {
  error(context: object, message: string): void;
  warn(context: object, message: string): void;
}

class ScaleOutRefused extends Error {}

/**
 * Records this gateway in `gateway_instances` and looks at the others on the same database.
 * Photos in a folder of one machine are 404 through every other gateway, so a gateway whose photo
 * storage is not the same as a live peer's logs a loud error, or refuses to start in strict mode.
 */
export async function registerGateway(deps: {
  dataSource: DataSource;
  storage: FileStorage;
  config: Pick<Config, 's3' | 'scaleOut'>;
  logger: RegistryLogger;
  /** The machine's name; tests pretend to be another machine. */
  host?: string;
}): Promise<GatewayRegistration> {
  const { dataSource, logger } = deps;
  const me: Peer = { id: randomUUID(), host: deps.host ?? os.hostname(), pid: process.pid, ...storageOf(deps.storage, deps.config.s3) };
  const warned = new Set<string>();

  async function livePeers(): Promise<Peer[]> {
    return dataSource.query(
      `SELECT id, host, pid, storage_kind AS "storageKind", storage_location AS "storageLocation" FROM gateway_instances
        WHERE id <> $1 AND last_seen_at > now() - make_interval(secs => $2)`,
      [me.id, STALE_AFTER_SECONDS],
    );
  }

  /** Warns once per peer whose photos this gateway cannot serve (or that cannot serve ours). */
  async function check(): Promise<string | null> {
    const clashing = (await livePeers()).filter((peer) => clashes(me, peer, deps.config.scaleOut.uploadsShared) && !warned.has(peer.id));
    if (!clashing.length) return null;
    for (const peer of clashing) warned.add(peer.id);
    return clashMessage(me, clashing);
  }

  await dataSource.query(`DELETE FROM gateway_instances WHERE last_seen_at < now() - make_interval(secs => $1)`, [STALE_AFTER_SECONDS]);
  const problem = await check();
  if (problem && deps.config.scaleOut.strict) throw new ScaleOutRefused(`${problem} (SCALE_OUT_STRICT=true: not starting.)`);
  if (problem) logger.error({ storage: me.storageLocation }, problem);
  await dataSource.query(`INSERT INTO gateway_instances (id, host, pid, storage_kind, storage_location) VALUES ($1, $2, $3, $4, $5)`, [
    me.id,
    me.host,
    me.pid,
    me.storageKind,
    me.storageLocation,
  ]);

  const heartbeat = setInterval(() => {
    void (async () => {
      await dataSource.query(`UPDATE gateway_instances SET last_seen_at = now() WHERE id = $1`, [me.id]);
      // A gateway started after this one with other storage is reported here too.
      const later = await check();
      if (later) logger.error({ storage: me.storageLocation }, later);
    })().catch((error: unknown) =>
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'gateway heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    id: me.id,
    async stop() {
      clearInterval(heartbeat);
      await dataSource.query(`DELETE FROM gateway_instances WHERE id = $1`, [me.id]).catch(() => undefined);
    },
  };
}

function storageOf(storage: FileStorage, s3: Config['s3']): Pick<Peer, 'storageKind' | 'storageLocation'> {
  if (storage instanceof LocalDiskStorage) return { storageKind: 'local', storageLocation: storage.rootDir };
  return { storageKind: 's3', storageLocation: s3 ? `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` : 'external' };
}

/** Two gateways serve the same photos only from one bucket, or from one folder both can read. */
function clashes(me: Peer, peer: Peer, uploadsShared: boolean): boolean {
  if (me.storageKind !== peer.storageKind || me.storageLocation !== peer.storageLocation) return true;
  return me.storageKind === 'local' && me.host !== peer.host && !uploadsShared;
}

function clashMessage(me: Peer, peers: Peer[]): string {
  const others = peers.map((peer) => `${peer.host} (pid ${peer.pid}, photos in ${peer.storageLocation})`).join(', ');
  return (
    `SCALE-OUT PROBLEM: another gateway is running on this database: ${others}; this one (${me.host}, pid ${me.pid}) keeps photos in ${me.storageLocation}. ` +
    'A photo uploaded through one gateway will answer 404 through the other. ' +
    'Fix: give every gateway the same S3_* settings (one bucket, such as MinIO), or point every gateway at one shared uploads folder ' +
    '(the same DATA_DIR/uploads, and UPLOADS_SHARED=true when that folder is mounted on several machines). ' +
    'Set SCALE_OUT_STRICT=true to refuse to start instead of warning.'
  );
}
