import { execute, getIntrospectionQuery, parse } from 'graphql';
import { webOperations } from '../bench/bench-scenarios';
import { useSearchTestApp } from '../test/search-fixtures';
import { compiledExecution } from './compiled-execution';
import { createContext } from './context';
import { buildGraphQLSchema } from './schema';

const app = useSearchTestApp();
const schema = buildGraphQLSchema();
const documentOf = webOperations();

/** What graphql-js itself answers for a document, as JSON goes over the wire. */
async function byGraphqlJs(operationName: string, variables: Record<string, unknown>) {
  const { t } = app;
  const result = await execute({
    schema,
    document: parse(documentOf(operationName)),
    operationName,
    variableValues: variables,
    contextValue: createContext(t.services, { viewer: null }, { requestId: 'graphql-js', log: t.logger }),
  });
  return JSON.parse(JSON.stringify(result)) as unknown;
}

describe('compiled execution', () => {
  it.each([
    ['SearchListings', { filter: { city: 'Jaipur' }, limit: 20 }],
    ['SearchListings', { filter: { q: 'girls pg in malviya nagar under 9000', amenities: ['wifi'] }, limit: 5, sort: 'price_asc' }],
    ['SearchSuggestions', { q: 'Malviya' }],
  ])('answers the web app’s %s %j as graphql-js does', async (operationName, variables) => {
    const served = await app.t.graphql(documentOf(operationName), variables);
    expect(served.errors).toBeUndefined();
    expect(served).toEqual(await byGraphqlJs(operationName, variables));
  });

  it("answers a listing's page as graphql-js does", async () => {
    const id = app.listings.find((listing) => listing.status === 'approved')!.id;
    const served = await app.t.graphql(documentOf('PropertyDetail'), { id });
    expect(served.errors).toBeUndefined();
    expect(served).toEqual(await byGraphqlJs('PropertyDetail', { id }));
  });

  it('answers the whole introspection query (what integrators’ tools read) as graphql-js does', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true });
    const served = await app.t.graphql(query);
    expect(served.errors).toBeUndefined();
    const byJs = await execute({ schema, document: parse(query) });
    expect(served).toEqual(JSON.parse(JSON.stringify(byJs)));
  });

  it("keeps a resolver's refusal (its code and field) and refuses a bad variable in graphql-js's words, with a 400", async () => {
    const refused = await app.t.graphql(documentOf('SearchListings'), { filter: { priceMin: 9000, priceMax: 5000 } });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ path: ['search'], extensions: { code: 'BAD_USER_INPUT', field: 'priceMax' } });
    const byJs = (await byGraphqlJs('SearchListings', { filter: { priceMin: 9000, priceMax: 5000 } })) as {
      errors: Array<{ message: string }>;
    };
    expect(refused.errors?.[0].message).toBe(byJs.errors[0].message);

    const badVariable = await app.t.request.post('/graphql').send({ query: documentOf('SearchListings'), variables: { limit: 'twenty' } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Variable "\$limit" got invalid value "twenty"; Int cannot represent non-integer value/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps at most its number of plans', async () => {
    const gateway = compiledExecution(schema, { maxPlans: 2 });
    const { executor } = await gateway.load({ apollo: { key: undefined, keyHash: undefined, graphRef: undefined } as never });
    const run = (query: string) => {
      const document = parse(query);
      const operation = document.definitions[0];
      return executor!({ queryHash: query, document, operation, operationName: null, context: {}, request: { variables: {} } } as never);
    };
    for (const query of ['{ __typename }', '{ a: __typename }', '{ b: __typename }', '{ c: __typename }'])
      expect(await run(query)).toEqual({ data: expect.objectContaining({}) });
    expect(gateway.plansKept()).toBe(2);
  });
});
