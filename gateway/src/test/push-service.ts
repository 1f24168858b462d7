import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushNotice } from '../../../shared/domain/push';

/** A browser's side of one subscription: what it gives the site, and the private key only it holds. */
export interface TestPushDevice {
  subscription: { endpoint: string; p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A request as the push service received it (the body base64). */
export interface ReceivedPush {
  authorization: string;
  contentEncoding: string;
  ttl: string;
  body: string;
}

/** A new browser subscription at the push service `origin`: fresh keys, as PushManager.subscribe makes. */
export function testPushDevice(origin: string): TestPushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    subscription: {
      endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
      p256dh: ecdh.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    ecdh,
  };
}

/**
 * Reads one push as the browser would: the VAPID signature (RFC 8292) must be by `siteKey` for
 * this push service, the payload (RFC 8291, aes128gcm) must decrypt with the device's private key.
 * Throws otherwise: nothing is trusted that the gateway did not really sign and encrypt.
 */
export function openPush(device: TestPushDevice, push: ReceivedPush, siteKey: string): PushNotice {
  checkVapid(push.authorization, siteKey, new URL(device.subscription.endpoint).origin);
  if (push.contentEncoding !== 'aes128gcm') throw new Error(`the push is encoded ${push.contentEncoding}, not aes128gcm`);
  if (!push.ttl) throw new Error('the push has no TTL');
  const plain = decrypt(Buffer.from(push.body, 'base64'), {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.subscription.auth,
  });
  return JSON.parse(plain.toString('utf8')) as PushNotice;
}

/**
 * A push service for the tests, speaking the real protocol on its side: it takes every push for a
 * device's endpoint (201, or the answer a test sets: 410 for a subscription gone) and keeps it
 * as received; `GET` on an endpoint lists what it kept, so a process holding the device's keys
 * elsewhere (a browser journey) can read them with openPush.
 */
export async function startTestPushService() {
  const kept = new Map<string, ReceivedPush[]>();
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    if (!path.startsWith('/push/')) return void response.writeHead(404).end();
    if (request.method === 'GET')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(kept.get(path) ?? []));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = answers.get(path) ?? 201;
      if (answer < 300) {
        const push = {
          authorization: request.headers.authorization ?? '',
          contentEncoding: request.headers['content-encoding'] ?? '',
          ttl: String(request.headers.ttl ?? ''),
          body: Buffer.concat(chunks).toString('base64'),
        };
        kept.set(path, [...(kept.get(path) ?? []), push]);
      }
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (device: TestPushDevice) => new URL(device.subscription.endpoint).pathname;

  return {
    /** The origin to allow (PUSH_SERVICE_ORIGINS). */
    origin,
    device: () => testPushDevice(origin),
    /** What the service answers for this device from now on (410: the subscription is gone). */
    answer(device: TestPushDevice, status: number) {
      answers.set(pathOf(device), status);
    },
    /** The device's notices, read as its browser would (see openPush), oldest first. */
    received: (device: TestPushDevice, siteKey: string) =>
      Promise.all((kept.get(pathOf(device)) ?? []).map((push) => openPush(device, push, siteKey))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The VAPID header (RFC 8292): an ES256 JWT for this push service's origin, signed by `siteKey`. */
function checkVapid(authorization: string, siteKey: string, audience: string): void {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  if (!token || key !== siteKey) throw new Error('the push is not signed with the site key');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  // An ES256 JWT: header.claims signed with the site's private key (r||s, as JOSE writes it).
  const [header, claims, signature] = token.split('.');
  if (
    !verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
  )
    throw new Error('the VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (alg !== 'ES256') throw new Error(`the VAPID token is signed ${alg}, not ES256`);
  if (aud !== audience) throw new Error(`the VAPID token is for ${aud}, not this push service`);
  if (!exp || exp * 1000 < Date.now() || exp * 1000 > Date.now() + 24 * 3600 * 1000)
    throw new Error('the VAPID token expires outside the next 24 hours');
  if (!sub?.startsWith('mailto:') && !sub?.startsWith('https://')) throw new Error('the VAPID token names no contact');
}
