import type { DataSource } from 'typeorm';
import webPush from 'web-push';
import { keptSecret } from '../auth/app-secret.entity';

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
  const value = await keptSecret(dataSource, SECRET_NAME, () => JSON.stringify(webPush.generateVAPIDKeys()));
  return JSON.parse(value) as VapidKeys;
}
