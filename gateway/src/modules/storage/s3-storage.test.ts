import { createServer, type IncomingMessage, type Server } from 'node:http';
import { addPropertyRequest, jpeg, listingForm, signedIn } from '../../test/fixtures';
import { closeServer, listenOnLoopback } from '../../test/loopback';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Property } from '../property/property.entity';

/**
 * Photos through the S3 storage, end to end: the gateway configured for a bucket, talking the S3
 * protocol to a small recording endpoint (no MinIO on a test machine). The endpoint keeps what
 * was PUT, removes what was DELETEd and can refuse uploads, like a bucket whose key lost its rights.
 */
interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  authorization: string | undefined;
}

const ACCESS_DENIED: [number, string] = [403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'];

class RecordingBucket {
  readonly objects = new Map<string, StoredObject>();
  private acceptPuts = Infinity;
  private refusal: [number, string] = ACCESS_DENIED;
  private puts = 0;
  private server?: Server;

  /** PUT requests received since the last reset, refused ones included. */
  get putCount(): number {
    return this.puts;
  }

  /** Empties the bucket; after `acceptPuts` more uploads, PUTs answer `refusal` (by default 403 AccessDenied, not retried by the SDK). */
  reset(acceptPuts = Infinity, refusal?: [number, string]): void {
    this.objects.clear();
    this.puts = 0;
    this.acceptPuts = acceptPuts;
    this.refusal = refusal ?? ACCESS_DENIED;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(([status, body]) => {
        response.writeHead(status, body ? { 'content-type': 'application/xml' } : {});
        response.end(body);
      });
    });
    return `http://127.0.0.1:${await listenOnLoopback(this.server)}`;
  }

  stop(): Promise<void> {
    return this.server ? closeServer(this.server) : Promise.resolve();
  }

  private async handle(request: IncomingMessage): Promise<[number, string?]> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bucket').pathname);
    if (request.method === 'PUT') {
      if (++this.puts > this.acceptPuts) return this.refusal;
      this.objects.set(path, {
        body: Buffer.concat(chunks),
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
        authorization: request.headers.authorization,
      });
      return [200];
    }
    if (request.method === 'DELETE') {
      this.objects.delete(path);
      return [204];
    }
    return [501, '<Error><Code>NotImplemented</Code></Error>'];
  }
}

const bucket = new RecordingBucket();
let t: TestApp;

beforeAll(async () => {
  const endpoint = await bucket.start();
  t = await createTestApp({
    S3_BUCKET: 'nivaas-photos',
    S3_REGION: 'ap-south-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'test-key-id',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    S3_PUBLIC_URL: 'https://photos.nivaas.test/nivaas-photos/',
  });
});
afterAll(async () => {
  await t.close();
  await bucket.stop();
});
beforeEach(() => bucket.reset());

async function postListing(headers: Record<string, string>, title: string, photos: number) {
  const request = addPropertyRequest(t, headers, listingForm({ property_title: title }));
  for (let i = 0; i < photos; i++) request.attach('images', await jpeg(900, 700), `photo-${i}.jpg`);
  return request;
}

describe('photos in an S3-compatible bucket', () => {
  it('puts each photo in the bucket as signed WebP objects and answers their public URLs', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await postListing(owner.headers, 'Bucket PG', 2);
    expect(res.status).toBe(201);

    const urls: string[] = res.body.property.images;
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^https:\/\/photos\.nivaas\.test\/nivaas-photos\/listings\/[0-9a-f-]{36}-large\.webp$/);

    // A large, a thumbnail and the large's 360 and 720 px copies per photo (900 px wide), path-style under the bucket.
    const keys = [...bucket.objects.keys()].sort();
    expect(keys).toHaveLength(8);
    for (const url of urls)
      for (const width of [360, 720])
        expect(keys).toContain(`/nivaas-photos/${url.split('/nivaas-photos/')[1].replace('.webp', `-w${width}.webp`)}`);
    for (const url of urls) expect(keys).toContain(`/nivaas-photos/${url.split('/nivaas-photos/')[1]}`);
    for (const object of bucket.objects.values()) {
      expect(object.contentType).toBe('image/webp');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(object.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(object.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key-id\/\d{8}\/ap-south-1\/s3\/aws4_request/);
    }
  });

  it("removes a deleted listing's photos from the bucket", async () => {
    const owner = await signedIn(t, 'owner');
    const created = await postListing(owner.headers, 'Short-lived PG', 1);
    expect(bucket.objects.size).toBe(4);
    await t.request.delete(`/api/v1/properties/${created.body.property._id}`).set(owner.headers).expect(200);
    expect(bucket.objects.size).toBe(0);
  });

  it('leaves no objects and no listing behind when the bucket refuses an upload', async () => {
    const owner = await signedIn(t, 'owner');
    bucket.reset(3); // the first photo's large size, thumbnail and 360 px copy are stored, its 720 px copy refused
    const res = await postListing(owner.headers, 'Refused PG', 2);
    expect(bucket.putCount).toBe(4);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.message).toEqual(expect.any(String));
    expect(bucket.objects.size).toBe(0);
    expect(await t.dataSource.getRepository(Property).countBy({ title: 'Refused PG' })).toBe(0);
  });

  it("answers 507 with what to do, and keeps nothing, when the store's disk is full", async () => {
    const owner = await signedIn(t, 'owner');
    // MinIO's answer when its drives are full.
    bucket.reset(2, [
      507,
      '<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
    ]);
    const res = await postListing(owner.headers, 'Full bucket PG', 1);
    expect(res.status).toBe(507);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.body).toEqual({ message: expect.stringMatching(/out of storage space.*try again later/), code: 'INSUFFICIENT_STORAGE' });
    expect(bucket.objects.size).toBe(0);
    expect(await t.dataSource.getRepository(Property).countBy({ title: 'Full bucket PG' })).toBe(0);
  });
});
