import { SITE_SETTINGS_MESSAGES } from '../../../../shared/domain/site-settings';
import { bearer, signUpAdmin } from '../../test/accounts';
import { listingInput, postListing, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIELDS =
  'contactEmail contactPhone contactAddress facebookUrl instagramUrl xUrl linkedinUrl youtubeUrl featuredCities reviewBeforeLive';
const READ = `{ siteSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${FIELDS} } }`;
const CHOICES = '{ siteSettingsCityChoices }';

type Settings = Record<string, unknown> & { contactPhone: string; featuredCities: string[]; reviewBeforeLive: boolean };

let t: TestApp;
let b: Awaited<ReturnType<TestApp['peer']>>;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ CONTACT_PHONE: '+91 98765 43210', FEATURED_CITIES: 'Jaipur,Pune' });
  b = await t.peer();
  const signedUp = await signUpAdmin(t);
  admin = { headers: bearer(signedUp.token) };
});
afterAll(() => t.close());

async function current(gateway: Pick<TestApp, 'graphql'> = t): Promise<Settings> {
  return (await gateway.graphql<{ siteSettings: Settings }>(READ)).data!.siteSettings;
}

async function save(change: Partial<Settings>, headers = admin.headers) {
  const { ...input } = { ...(await current()), ...change };
  return t.request.post('/graphql').set(headers).send({ query: UPDATE, variables: { input } });
}

describe('site settings', () => {
  it('start from configuration, for anyone to read', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ contactPhone: '+91 98765 43210', featuredCities: ['Jaipur', 'Pune'], reviewBeforeLive: false });
    const script = await t.request.get('/runtime-config.js');
    expect(script.text).toContain('"phone":"+91 98765 43210"');
  });

  it('are changed by admins only', async () => {
    for (const role of ['user', 'owner'] as const) {
      const someone = await signedIn(t, role);
      const res = await save({ contactPhone: '+91 90000 11111' }, someone.headers);
      expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.graphql(CHOICES, {}, someone.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await save({ contactPhone: '+91 90000 11111' }, {})).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await current()).contactPhone).toBe('+91 98765 43210');
  });

  it.each([
    [{ contactPhone: '12345' }, 'contactPhone', SITE_SETTINGS_MESSAGES.phoneInvalid],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address'],
    [{ contactAddress: ' ' }, 'contactAddress', SITE_SETTINGS_MESSAGES.addressRequired],
    [{ xUrl: 'javascript:alert(1)' }, 'xUrl', SITE_SETTINGS_MESSAGES.urlInvalid],
    [{ featuredCities: [] }, 'featuredCities', SITE_SETTINGS_MESSAGES.citiesTooFew],
    [{ featuredCities: Array.from({ length: 13 }, (_, i) => `City ${i}`) }, 'featuredCities', SITE_SETTINGS_MESSAGES.citiesTooMany],
    [{ featuredCities: ['Atlantis'] }, 'featuredCities', SITE_SETTINGS_MESSAGES.cityUnknown('Atlantis')],
    [{ featuredCities: ['Jaipur', 'jaipur'] }, 'featuredCities', SITE_SETTINGS_MESSAGES.citiesRepeated],
  ])('refuse %j naming %s', async (change, field, message) => {
    const res = await save(change as Partial<Settings>);
    expect(res.status).toBe(200); // GraphQL answers input errors in the body, as BAD_USER_INPUT naming the field
    expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('a change made through one gateway is seen by the other at once, and recorded in the audit log', async () => {
    const before = await current(b);
    const res = await save({ contactPhone: '+91 90000 22222', featuredCities: ['pune'] });
    expect(res.body.errors).toBeUndefined();
    // Cities are stored as the list spells them.
    expect(res.body.data.updateSiteSettings.featuredCities).toEqual(['Pune']);

    expect(await current(b)).toMatchObject({ contactPhone: '+91 90000 22222', featuredCities: ['Pune'] });
    expect((await b.request.get('/runtime-config.js')).text).toContain('"phone":"+91 90000 22222"');

    const [entry] = await t.dataSource.query(
      `SELECT target_label, details FROM audit_log WHERE action = 'settings_changed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(entry.target_label).toBe('Contact phone, Featured cities');
    expect(entry.details).toEqual({
      contactPhone: { from: before.contactPhone, to: '+91 90000 22222' },
      featuredCities: { from: before.featuredCities, to: ['Pune'] },
    });
  });

  it('offers the cities with live listings and those featured now', async () => {
    const owner = await signedIn(t, 'owner');
    await postListing(t, owner.headers, 'Choice Girls PG');
    const res = await t.graphql<{ siteSettingsCityChoices: string[] }>(CHOICES, {}, admin.headers);
    expect(res.data?.siteSettingsCityChoices).toEqual(expect.arrayContaining(['Jaipur', 'Pune']));
  });

  it('Contact us messages go to the contact e-mail saved last', async () => {
    await save({ contactEmail: 'desk@nivaas.test' });
    const form = {
      fullName: 'Meera Rao',
      email: 'meera@example.in',
      mobile: '9876543210',
      enquiryType: 'General',
      message: 'Do you list PGs in Pune?',
    };
    expect(
      (await t.graphql('mutation ($input: ContactInput!) { sendContactMessage(input: $input) }', { input: form })).errors,
    ).toBeUndefined();
    const [mail] = await t.dataSource.query(`SELECT to_address FROM mail_outbox ORDER BY created_at DESC LIMIT 1`);
    expect(mail.to_address).toBe('desk@nivaas.test');
  });
});

describe('review before live', () => {
  const ADD = `mutation ($input: PropertyInput!) { addProperty(input: $input) { id status } }`;
  const STATUS_OF = `query ($id: ID!) { property(id: $id) { id status } }`;

  it('off (the default): a new listing goes live at once', async () => {
    await save({ reviewBeforeLive: false });
    const owner = await signedIn(t, 'owner');
    const res = await t.graphql<{ addProperty: { id: string; status: string } }>(
      ADD,
      { input: listingInput({ title: 'Live At Once PG' }) },
      owner.headers,
    );
    expect(res.data?.addProperty.status).toBe('approved');
    expect((await b.graphql<{ property: unknown }>(STATUS_OF, { id: res.data!.addProperty.id })).data?.property).not.toBeNull();
  });

  it('on: a new listing waits in the review queue, hidden from visitors, until an admin approves it', async () => {
    await save({ reviewBeforeLive: true });
    const owner = await signedIn(t, 'owner');
    const res = await t.graphql<{ addProperty: { id: string; status: string } }>(
      ADD,
      { input: listingInput({ title: 'Waits For Review PG' }) },
      owner.headers,
    );
    const id = res.data!.addProperty.id;
    expect(res.data?.addProperty.status).toBe('pending');
    // Through the REST form too, and on the other gateway.
    const viaRest = await postListing(b, owner.headers, 'Also Waits PG');
    const [row] = await t.dataSource.query('SELECT status FROM properties WHERE id = $1', [viaRest._id]);
    expect(row.status).toBe('pending');

    expect((await t.graphql(STATUS_OF, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const mine = await t.graphql<{ property: { status: string } }>(STATUS_OF, { id }, owner.headers);
    expect(mine.data?.property.status).toBe('pending');

    const approved = await t.graphql(
      `mutation ($id: ID!) { setPropertyStatus(id: $id, status: approved) { status } }`,
      { id },
      admin.headers,
    );
    expect(approved.errors).toBeUndefined();
    expect((await b.graphql<{ property: { status: string } }>(STATUS_OF, { id })).data?.property.status).toBe('approved');

    await save({ reviewBeforeLive: false });
  });

  it('on: an edited live listing stays live (only new listings wait)', async () => {
    const owner = await signedIn(t, 'owner');
    const added = await t.graphql<{ addProperty: { id: string } }>(
      ADD,
      { input: listingInput({ title: 'Already Live PG' }) },
      owner.headers,
    );
    await save({ reviewBeforeLive: true });
    const edit = `mutation ($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input, gallery: []) { status price } }`;
    const res = await t.graphql<{ updateProperty: { status: string; price: number } }>(
      edit,
      { id: added.data!.addProperty.id, input: listingInput({ title: 'Already Live PG', price: 8100 }) },
      owner.headers,
    );
    expect(res.data?.updateProperty).toEqual({ status: 'approved', price: 8100 });
    await save({ reviewBeforeLive: false });
  });
});
