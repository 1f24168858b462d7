import fs from 'node:fs/promises';
import path from 'node:path';
import { addPropertyRequest, jpeg, listingForm, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Property } from '../property/property.entity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const uploads = () => path.join(t.config.dataDir, 'uploads');

/** Every file under the upload folder, partial ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploads(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The disk fails during the next photo write: half the bytes land, then `code` (ENOSPC: full). */
function failNextPhotoWrite(code: string): void {
  const writeFile = fs.writeFile.bind(fs);
  jest.spyOn(fs, 'writeFile').mockImplementation(async (file, data, options) => {
    if (typeof file !== 'string' || !file.startsWith(uploads()) || !Buffer.isBuffer(data)) return writeFile(file, data, options);
    jest.restoreAllMocks();
    await writeFile(file, data.subarray(0, data.length / 2), options);
    throw Object.assign(new Error(`${code}: write failed, write`), { code, syscall: 'write' });
  });
}

describe('a photo write that fails part-way', () => {
  it.each([
    ['ENOSPC', 507, 'INSUFFICIENT_STORAGE', /out of storage space, so your photos were not saved\. Please try again later/, '300'],
    ['EIO', 503, 'SERVICE_UNAVAILABLE', /Photos cannot be stored right now, so they were not saved\. Please try again in a minute/, '60'],
  ])('(%s) leaves no file and no listing, and answers REST %i with what to do', async (code, status, answerCode, message, retryAfter) => {
    const owner = await signedIn(t, 'owner');
    const before = await storedFiles();
    failNextPhotoWrite(code);
    const res = await addPropertyRequest(t, owner.headers, listingForm({ property_title: `Full disk PG ${code}` })).attach(
      'images',
      await jpeg(900, 700),
      'room.jpg',
    );
    expect(res.status).toBe(status);
    expect(res.headers['retry-after']).toBe(retryAfter);
    expect(res.body).toEqual({ message: expect.stringMatching(message), code: answerCode });
    expect(await storedFiles()).toEqual(before);
    expect(await t.dataSource.getRepository(Property).countBy({ title: `Full disk PG ${code}` })).toBe(0);
  });

  it('answers GraphQL 507 with the same text and code', async () => {
    const owner = await signedIn(t, 'owner');
    const before = await storedFiles();
    failNextPhotoWrite('ENOSPC');
    const query = 'mutation ($input: PropertyInput!, $images: [Upload!]) { addProperty(input: $input, images: $images) { id } }';
    const res = await t.request
      .post('/graphql')
      .set(owner.headers)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query, variables: { input: listingInput(), images: [null] } }))
      .field('map', JSON.stringify({ 0: ['variables.images.0'] }))
      .attach('0', await jpeg(900, 700), 'room.jpg');
    expect(res.status).toBe(507);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/out of storage space/),
      extensions: { code: 'INSUFFICIENT_STORAGE', retryAfter: 300 },
    });
    expect(await storedFiles()).toEqual(before);
  });
});
