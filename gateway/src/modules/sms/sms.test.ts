import { createServer, type IncomingHttpHeaders } from 'node:http';
import { MailStatus } from '../../../../shared/domain/mail';
import { eventually } from '../../test/eventually';
import { listingInput, signedIn } from '../../test/fixtures';
import { closeServer, listenOnLoopback } from '../../test/loopback';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OutboxSms } from './outbox-sms.entity';

const SEND = `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent } }`;
const enquiry = {
  customerType: 'individual',
  name: 'Asha Verma',
  email: 'asha@example.in',
  city: 'Jaipur',
  phone: '9811122233',
  message: '',
  acceptTerms: true,
};

/** An owner with a listing and a number of their own, in `t`. */
async function ownerWithListing(t: TestApp, phone: string) {
  const owner = await signedIn(t, 'owner', 'Meera Joshi');
  await t.dataSource.query(`UPDATE users SET contact_number = $1 WHERE id = $2`, [phone, owner.user.id]);
  const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Saanjh Girls PG' }));
  return { owner, listingId: listing.id };
}

describe('SMS without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps the owner's SMS for a new enquiry in the outbox, shown to admins only", async () => {
    const { listingId } = await ownerWithListing(t, '9000000001');
    expect((await t.graphql(SEND, { propertyId: listingId, input: enquiry })).errors).toBeUndefined();
    const [sms] = await t.services.sms.sentTo('9000000001');
    expect(sms).toMatchObject({ status: MailStatus.Kept });
    expect(sms.text).toMatch(/^Nivaas: new enquiry for Saanjh Girls PG from Asha Verma, 9811122233\. See http.*\/my-leads$/);

    const QUERY = `{ outboxSms(limit: 10) { total items { to text status } } }`;
    const admin = await signedIn(t, 'admin');
    const listed = await t.graphql<{ outboxSms: { items: Array<{ to: string; status: string }> } }>(QUERY, {}, admin.headers);
    expect(listed.data?.outboxSms.items).toContainEqual(expect.objectContaining({ to: '9000000001', status: 'kept' }));
    const owner = await signedIn(t, 'owner');
    expect((await t.graphql(QUERY, {}, owner.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sends no SMS to an owner without a number', async () => {
    const owner = await signedIn(t, 'owner');
    await t.dataSource.query(`UPDATE users SET contact_number = NULL WHERE id = $1`, [owner.user.id]);
    const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput());
    const before = await t.dataSource.getRepository(OutboxSms).count();
    await t.graphql(SEND, { propertyId: listing.id, input: { ...enquiry, email: 'other@example.in' } });
    expect(await t.dataSource.getRepository(OutboxSms).count()).toBe(before);
  });
});

describe('SMS through an HTTP provider (SMS_PROVIDER_URL)', () => {
  it('posts the SMS as JSON with the token, in the background, and marks it sent', async () => {
    const received: Array<{ headers: IncomingHttpHeaders; body: unknown; path?: string }> = [];
    let failFirst = true;
    const provider = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // The first call fails: the queue retries it.
        if (failFirst) {
          failFirst = false;
          res.writeHead(503).end();
          return;
        }
        received.push({ headers: req.headers, path: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    const port = await listenOnLoopback(provider);
    const t = await createTestApp({
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}/v1/sms`,
      SMS_PROVIDER_TOKEN: 'test-token',
      MAIL_RETRY_DELAY: '1',
    });
    try {
      const { listingId } = await ownerWithListing(t, '9000000002');
      expect((await t.graphql(SEND, { propertyId: listingId, input: enquiry })).errors).toBeUndefined();
      const rows = t.dataSource.getRepository(OutboxSms);
      await eventually('the SMS to be sent', async () => (await rows.findOneBy({ to: '9000000002' }))?.status === MailStatus.Sent);
      const sent = await rows.findOneByOrFail({ to: '9000000002' });
      expect(sent.attempts).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0].path).toBe('/v1/sms');
      expect(received[0].headers.authorization).toBe('Bearer test-token');
      expect(received[0].headers['content-type']).toBe('application/json');
      expect(received[0].body).toEqual({ to: '+919000000002', text: sent.text });
    } finally {
      await t.close();
      await closeServer(provider);
    }
  });
});
