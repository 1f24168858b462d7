import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import type { PushNotice } from '../../../shared/domain/push';

/** A browser's side of one subscription: what it gives the site, and the private key only it holds. */
export interface TestDevice {
  subscription: { endpoint: string; p256dh: string; auth: string };
  /** The notices this device received, decrypted, oldest first. */
  received: PushNotice[];
  /** What the push service answers for this device (201: accepted; 410: the subscription is gone). */
  answer: number;
}

/**
 * A push service for the tests, speaking the real protocol: it checks each request's VAPID
 * signature (RFC 8292) against the key it names and the expected site key, and decrypts the
 * payload (RFC 8291, aes128gcm) with the device's private key, as a browser would. Nothing is
 * trusted that the gateway did not really encrypt and sign.
 */
export async function startTestPushService() {
  const devices = new Map<string, TestDevice & { ecdh: ECDH }>();
  /** Requests refused (bad signature, bad encoding): a test expects none. */
  const refused: string[] = [];
  let expectedKey: string | undefined;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const device = devices.get(request.url ?? '');
        if (!device) return response.writeHead(404).end();
        try {
          const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '') ?? [];
          if (!token || (expectedKey && key !== expectedKey)) throw new Error('not signed with the site key');
          const point = Buffer.from(key, 'base64url');
          const publicKey = await importJWK(
            {
              kty: 'EC',
              crv: 'P-256',
              x: point.subarray(1, 33).toString('base64url'),
              y: point.subarray(33, 65).toString('base64url'),
            },
            'ES256',
          );
          await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!request.headers.ttl) throw new Error('no TTL');
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.subscription.auth,
          });
          if (device.answer < 300) device.received.push(JSON.parse(plain.toString('utf8')) as PushNotice);
          response.writeHead(device.answer).end();
        } catch (error) {
          refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The origin to allow (PUSH_SERVICE_ORIGINS). */
    origin,
    refused,
    /** Requests must be signed with this key (the site's VAPID public key). */
    expectSiteKey(key: string) {
      expectedKey = key;
    },
    /** A new browser subscription: fresh keys, as PushManager.subscribe makes. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const device = {
        subscription: { endpoint: `${origin}${path}`, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
        received: [],
        answer: 201,
        ecdh,
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
