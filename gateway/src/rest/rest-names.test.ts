import { DomainError, ValidationError } from '../common/errors';
import { ACCOUNT_MESSAGES } from '../../../shared/validation/account';
import { PIN_CODE_MESSAGES } from '../../../shared/validation/location';
import { PROPERTY_MESSAGES } from '../../../shared/validation/property';
import { REGISTER, newAccount } from '../test/accounts';
import { addPropertyRequest, jpeg, listingForm, listingInput, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { RestNames, snakeCase } from './rest-names';

/**
 * The same mistake through both APIs: REST names the field the spec's client sent
 * (`pin_code`, `contact_number`, `c_password`), GraphQL its own camelCase name.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADD_PROPERTY = 'mutation ($input: PropertyInput!) { addProperty(input: $input) { id } }';
const UPDATE_PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id } }';

describe('a listing with a wrong pin code', () => {
  it('REST names pin_code, in the field and in the problems', async () => {
    const owner = await signedIn(t, 'owner');
    const request = addPropertyRequest(t, owner.headers, listingForm({ pin_code: '12', property_title: 'Names PG', vacant_beds: '-1' }));
    request.attach('images', await jpeg(400, 300), 'room.jpg');
    const res = await request;
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'pin_code', message: PIN_CODE_MESSAGES.invalid },
      { field: 'vacant_beds', message: PROPERTY_MESSAGES.vacantBedsRange },
    ]);
  });

  it('GraphQL names pinCode', async () => {
    const owner = await signedIn(t, 'owner');
    const res = await t.graphql(ADD_PROPERTY, { input: listingInput({ pinCode: '12', vacantBeds: -1 }) }, owner.headers);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'pinCode',
      problems: [
        { field: 'pinCode', message: PIN_CODE_MESSAGES.invalid },
        { field: 'vacantBeds', message: PROPERTY_MESSAGES.vacantBedsRange },
      ],
    });
  });
});

describe('registering with a wrong phone number and passwords that differ', () => {
  const mistakes = { contactNumber: '12345', password: 'secret12', confirmPassword: 'secret13' };

  it('REST names contact_number and c_password', async () => {
    const { contactNumber, confirmPassword, ...rest } = newAccount(mistakes);
    const res = await t.request.post('/api/v1/auth/register').send({ ...rest, contact_number: contactNumber, c_password: confirmPassword });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: ACCOUNT_MESSAGES.phoneInvalid });
    expect(res.body.errors).toEqual([
      { field: 'contact_number', message: ACCOUNT_MESSAGES.phoneInvalid },
      { field: 'c_password', message: ACCOUNT_MESSAGES.passwordsMatch },
    ]);
  });

  it('GraphQL names contactNumber and confirmPassword', async () => {
    const res = await t.graphql(REGISTER, { input: newAccount(mistakes) });
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'contactNumber',
      problems: [
        { field: 'contactNumber', message: ACCOUNT_MESSAGES.phoneInvalid },
        { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsMatch },
      ],
    });
  });
});

describe('saving a profile with a wrong phone number', () => {
  it('REST names contact_number, GraphQL contactNumber', async () => {
    const seeker = await signedIn(t, 'user');
    const profile = { name: 'Asha Rao', email: seeker.user.email };
    const rest = await t.request
      .put('/api/v1/auth/profile')
      .set(seeker.headers)
      .send({ ...profile, contact_number: 'abc' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual([{ field: 'contact_number', message: ACCOUNT_MESSAGES.phoneInvalid }]);

    const graphql = await t.graphql(UPDATE_PROFILE, { input: { ...profile, contactNumber: 'abc' } }, seeker.headers);
    expect(graphql.errors?.[0].extensions).toMatchObject({
      field: 'contactNumber',
      problems: [{ field: 'contactNumber', message: ACCOUNT_MESSAGES.phoneInvalid }],
    });
  });
});

describe('RestNames.clientError', () => {
  const names = new RestNames<'pinCode' | 'title' | 'amenities'>({ title: 'property_title' }, snakeCase);

  it('renames a code name in the message too, but not an English word', () => {
    const error = names.clientError(new DomainError('BAD_USER_INPUT', 'pinCode must be 6 digits; the title is fine', 'pinCode'));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'pin_code must be 6 digits; the title is fine', field: 'pin_code' });
  });

  it('renames the head of a nested field', () => {
    const error = names.clientError(
      new ValidationError([
        { field: 'amenities.2', message: 'Unknown amenity' },
        { field: 'title', message: 'Property title is required' },
      ]),
    );
    expect(error.problems).toEqual([
      { field: 'amenities.2', message: 'Unknown amenity' },
      { field: 'property_title', message: 'Property title is required' },
    ]);
  });
});
