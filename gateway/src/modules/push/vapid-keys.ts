import type { DataSource } from 'typeorm';
import webPush from 'web-push';
import { AppSecret } from '../auth/app-secret.entity';

export interface VapidKeys {
  /** base64url, an uncompressed P-256 point: what browsers subscribe with (applicationServerKey). */
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'push-vapid-keys';

/**
 * The VAPID key pair that identifies this site to push services: from configuration when set,
 * otherwise generated once and kept in the database (like the session signing key), so every
 * gateway and every restart signs with the key the browsers subscribed with.
 */
export async function loadVapidKeys(dataSource: DataSource, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  const secrets = dataSource.getRepository(AppSecret);
  // Insert-or-keep, so two gateways starting together end up with the same pair.
  await secrets
    .createQueryBuilder()
    .insert()
    .values({ name: SECRET_NAME, value: JSON.stringify(webPush.generateVAPIDKeys()) })
    .orIgnore()
    .execute();
  const { value } = await secrets.findOneByOrFail({ name: SECRET_NAME });
  return JSON.parse(value) as VapidKeys;
}
