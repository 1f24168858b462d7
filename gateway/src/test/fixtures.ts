import sharp from 'sharp';
import { hashPassword } from '../modules/auth/password';
import { User } from '../modules/user/user.entity';
import type { Role } from '../../../shared/domain/roles';
import { listingInput } from './listing-input';
import type { TestApp } from './test-app';

export { listingInput };

let counter = 0;
// Hashing (argon2, made slow on purpose) is most of the cost of an account; every fixture account
// has the same password, so one hash of it serves them all. Signing in still verifies it each time.
let passwordHash: Promise<string> | undefined;

/**
 * A signed-in account of any role (admins cannot register, so accounts are inserted directly).
 * Its address is confirmed, as a registered account's is once its holder follows the mailed link
 * (signUp in accounts.ts does that through the API); `emailConfirmed: false` for one that has not.
 */
export async function signedIn(t: TestApp, role: Role, name = `${role} ${++counter}`, { emailConfirmed = true } = {}) {
  const email = `${role}.${Date.now()}.${++counter}@example.in`;
  const user = await t.dataSource.getRepository(User).save(
    t.dataSource.getRepository(User).create({
      name,
      email,
      emailConfirmedAt: emailConfirmed ? new Date() : null,
      contactNumber: '9876543210',
      role,
      passwordHash: await (passwordHash ??= hashPassword('secret12')),
    }),
  );
  const session = await t.services.auth.login({ email, password: 'secret12' });
  // Fixture accounts always have an e-mail (phone-only accounts are made by the phone sign-in tests).
  return { user: { ...user, email }, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
}

/** Listings of a signed-in owner (live at once), one for each title, in that order: their ids. */
export async function listingsOf(t: TestApp, owner: { user: Pick<User, 'id' | 'role'> }, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles)
    ids.push((await t.services.properties.create({ id: owner.user.id, role: owner.user.role }, listingInput({ title }))).id);
  return ids;
}

/** A real photo-like JPEG (with EXIF) of the given size, made in memory. */
export function jpeg(width = 1200, height = 900, color = '#d98c5f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Test camera', Artist: 'Somebody' } })
    .toBuffer();
}

/** Valid add-property form fields (the REST form's names), as `listingInput` is for GraphQL. */
export function listingForm(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    property_type: 'pg',
    gender: 'female',
    price: '7200',
    rooms: '2',
    beds: 'double bed',
    bathrooms: '1',
    parking: 'bike',
    pin_code: '302017',
    state: 'Rajasthan',
    district: 'Jaipur',
    locality: 'Malviya Nagar',
    property_title: 'Saanjh Girls PG',
    ...overrides,
  };
}

/**
 * The REST add-property request as the spec's client builds it: multipart, one field a value (a
 * list as repeated fields). Attach photos to it, then await it.
 */
export function addPropertyRequest(
  gateway: Pick<TestApp, 'request'>,
  headers: Record<string, string>,
  fields: Record<string, string | string[]>,
) {
  const request = gateway.request.post('/api/v1/property/add-property').set(headers);
  for (const [name, value] of Object.entries(fields)) for (const part of Array.isArray(value) ? value : [value]) request.field(name, part);
  return request;
}

/** An owner's listing with one photo, added through the REST form as the spec's client posts it. */
export async function postListing(gateway: Pick<TestApp, 'request'>, headers: Record<string, string>, title: string) {
  const request = addPropertyRequest(gateway, headers, listingForm({ property_title: title }));
  request.attach('images', await jpeg(800, 600), 'room.jpg');
  const res = await request;
  if (res.status !== 201) throw new Error(`adding a listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.property as { _id: string; images: string[] };
}

type Seeker = Awaited<ReturnType<typeof signedIn>>;

/**
 * A seeker's enquiry on a listing, sent through GraphQL as the app sends it (signed in, unless
 * `signedIn` is false: then as a visitor giving the seeker's details): its id.
 */
export async function enquiryAs(
  t: Pick<TestApp, 'graphql'>,
  seeker: Seeker,
  listingId: string,
  { message, signedIn: withSession = true }: { message?: string; signedIn?: boolean } = {},
): Promise<string> {
  const input = {
    customerType: 'individual',
    name: seeker.user.name,
    email: seeker.user.email,
    city: 'Pune',
    phone: '9876543210',
    ...(message === undefined ? {} : { message }),
    acceptTerms: true,
  };
  const res = await t.graphql<{ sendEnquiry: { enquiry: { id: string } } }>(
    `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { enquiry { id } } }`,
    { propertyId: listingId, input },
    withSession ? seeker.headers : {},
  );
  if (!res.data) throw new Error(`sending an enquiry failed: ${JSON.stringify(res.errors)}`);
  return res.data.sendEnquiry.enquiry.id;
}

/** Writes `message` in an enquiry's thread as the holder of `headers` (its seeker or the listing's owner). */
export async function writeInThread(
  t: Pick<TestApp, 'graphql'>,
  id: string,
  message: string,
  headers: Record<string, string>,
): Promise<void> {
  const res = await t.graphql(
    `mutation ($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id } }`,
    { id, message },
    headers,
  );
  if (res.errors) throw new Error(`writing in the thread failed: ${JSON.stringify(res.errors)}`);
}

/** One lead (an enquiry, a phone reveal or a visit booked) written straight to its table, made at `at`; its id. */
export async function insertLead(
  t: TestApp,
  table: 'enquiries' | 'phone_reveals' | 'visits',
  { propertyId, ownerId, seekerId, at }: { propertyId: string; ownerId: string; seekerId: string; at: Date },
): Promise<string> {
  const [{ id }] = await t.dataSource.query(
    table === 'enquiries'
      ? `INSERT INTO enquiries (property_id, owner_id, seeker_id, customer_type, name, email, phone, city, message, created_at)
         VALUES ($1, $2, $3, 'individual', 'Asha', 'asha@example.in', '9876543210', 'Jaipur', '', $4) RETURNING id`
      : table === 'visits'
        ? `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, created_at)
           VALUES ($1, $2, $3, current_date + 1, 'morning', now() + interval '1 day', now() + interval '1 day 2 hours', $4) RETURNING id`
        : `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [propertyId, ownerId, seekerId, at],
  );
  return id;
}
