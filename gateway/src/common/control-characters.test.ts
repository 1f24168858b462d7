import { listingInput, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { controlCharacterPath } from './control-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('control characters in client text', () => {
  it('finds the first text with a control character and its path; tabs and line breaks are text', () => {
    expect(controlCharacterPath({ filter: { q: 'jaipur\u0000' } })).toBe('filter.q');
    expect(controlCharacterPath({ tags: ['ok', 'bad\u0007'] })).toBe('tags.1');
    expect(controlCharacterPath({ text: 'line one\nline two\r\n\tindented' })).toBeNull();
    expect(controlCharacterPath(Buffer.from('\u0000'))).toBeNull();
  });

  it.each([
    [
      'search text as a variable',
      'query Find($filter: SearchFilterInput) { search(filter: $filter) { total } }',
      { filter: { q: 'girls pg\u0000' } },
      'filter.q',
    ],
    ['a location name as a literal', '{ search(filter: { city: "Jai\\u0000pur" }) { total } }', undefined, 'city'],
    [
      'a register field',
      'mutation R($input: RegisterInput!) { register(input: $input) { token } }',
      { input: { name: 'Asha\u0000', email: 'a@b.in' } },
      'input.name',
    ],
  ])('refuses %s through GraphQL with 400 naming the field', async (_case, query, variables, field) => {
    const res = await t.request.post('/graphql').send({ query, variables });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: `${field} must not contain control characters`,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  });

  it('refuses them in REST query strings, JSON bodies and multipart forms with 400 naming the field', async () => {
    const search = await t.request.get('/api/v1/search').query({ q: 'pg\u0000' }).expect(400);
    expect(search.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'q', message: 'q must not contain control characters' }],
    });
    const register = await t.request.post('/api/v1/auth/register').send({ name: 'Asha', email: 'asha\u0000@example.in' }).expect(400);
    expect(register.body.errors).toEqual([{ field: 'email', message: 'email must not contain control characters' }]);

    const owner = await signedIn(t, 'owner');
    const form = t.request.post('/api/v1/property/add-property').set(owner.headers);
    for (const [key, value] of Object.entries(listingInput({ title: 'Saanjh\u0000 PG' })))
      form.field(key, Array.isArray(value) ? value.join(',') : String(value));
    const property = await form.expect(400);
    expect(property.body.errors).toEqual([{ field: 'title', message: 'title must not contain control characters' }]);
  });
});
