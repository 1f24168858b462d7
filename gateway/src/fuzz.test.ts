import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { buildGraphQLSchema } from './graphql/schema';
import { signUp, signUpAdmin } from './test/accounts';
import { graphqlRequests } from './test/fuzz/graphql-requests';
import type { FuzzRequest } from './test/fuzz/hostile-values';
import { restRequests } from './test/fuzz/rest-requests';
import { closeServer, listenOnLoopback } from './test/loopback';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The fuzz suite of issue 10: thousands of malformed requests (fast-check, fixed seed) across
 * every GraphQL operation and REST route. None may get a 5xx or an answer outside the documented
 * error shapes, and the server must still answer a normal search quickly afterwards.
 */
const SEED = 20261124;
const GRAPHQL_RUNS = Number(process.env.FUZZ_GRAPHQL_RUNS ?? 3200);
const REST_RUNS = Number(process.env.FUZZ_REST_RUNS ?? 2000);
/** Requests in flight at once: enough to overlap database waits on a loaded machine. */
const CONCURRENCY = 8;

let t: TestApp;
let server: Server;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(t.app);
  origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
});
afterAll(async () => {
  await closeServer(server);
  await t.close();
});

interface Answer {
  status: number;
  text: string;
}

/** A request left unanswered this long counts as a failure (status 0). */
const ANSWER_WITHIN_MS = 10_000;

async function send(request: FuzzRequest): Promise<Answer> {
  try {
    const res = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 0, text: `no answer: ${String(error)}` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const restShape = (body: unknown) => isRecord(body) && typeof body.message === 'string' && typeof body.code === 'string';
const graphqlErrors = (body: unknown) =>
  isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0
    ? (body.errors as unknown[]).every(
        (error) =>
          isRecord(error) && typeof error.message === 'string' && isRecord(error.extensions) && typeof error.extensions.code === 'string',
      )
    : null;

/** What is wrong with an answer, or null: no 5xx, no hidden internal error, the documented shapes. */
function problemWith(request: FuzzRequest, { status, text }: Answer): string | null {
  if (status === 0) return text;
  if (status >= 500) return `HTTP ${status}`;
  // Node's HTTP parser refuses headers past 16 KB (a huge GET query) before the app sees them.
  if (status === 431) return null;
  if (text.includes('INTERNAL_SERVER_ERROR')) return 'an internal error in the body';
  if (/\bat .+\.(ts|js):\d+/.test(text)) return 'a stack trace in the body';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 400 ? 'an error that is not JSON' : null;
  }
  if (!request.path.startsWith('/graphql')) return status >= 400 && !restShape(body) ? 'a REST error without { message, code }' : null;
  return graphqlShapeProblem(body, status);
}

/** What is wrong with a GraphQL answer's shape (a batch answers one result per operation), or null. */
function graphqlShapeProblem(body: unknown, status: number): string | null {
  for (const result of Array.isArray(body) ? body : [body]) {
    const errors = graphqlErrors(result);
    if (errors === false) return 'a GraphQL error without message and extensions.code';
    if (errors === null && status >= 400 && !restShape(result)) return 'a 4xx without errors';
  }
  return null;
}

/** Sends every request, CONCURRENCY at a time; returns the ones answered wrongly and a count per status. */
async function sendAll(requests: FuzzRequest[]) {
  const failures: Array<{ request: FuzzRequest; problem: string; status: number; text: string }> = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const answer = await send(request);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const problem = problemWith(request, answer);
      if (problem)
        failures.push({
          request: { ...request, body: request.body?.slice(0, 300) },
          problem,
          status: answer.status,
          text: answer.text.slice(0, 300),
        });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, statuses };
}

describe('fuzzing the API', () => {
  it(`answers ${GRAPHQL_RUNS + REST_RUNS} malformed requests with 4xx (or 2xx) in the documented shapes, then a search quickly`, async () => {
    const [user, owner, admin] = [await signUp(t), await signUp(t, { role: 'owner' }), await signUpAdmin(t)];
    const tokens = { user: user.token, owner: owner.token, admin: admin.token };
    const requests = [
      ...fc.sample(graphqlRequests(buildGraphQLSchema(), tokens), { seed: SEED, numRuns: GRAPHQL_RUNS }),
      ...fc.sample(restRequests(tokens), { seed: SEED + 1, numRuns: REST_RUNS }),
    ];
    expect(requests).toHaveLength(GRAPHQL_RUNS + REST_RUNS);

    const { failures, statuses } = await sendAll(requests);
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, JSON.stringify({ statuses, failures }, null, 1));
    // The requests get past the parsers: many reach the services (2xx, 401, 403, 404 and the like).
    expect(Object.keys(statuses).length).toBeGreaterThanOrEqual(5);
    expect(statuses[200]).toBeGreaterThan(requests.length / 20);
    // The first few in full, so a failure can be replayed by hand.
    expect({ count: failures.length, first: failures.slice(0, 5) }).toEqual({ count: 0, first: [] });

    const started = Date.now();
    const search = await send({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ search(limit: 20) { total results { property { id } } } }' }),
    });
    const rest = await send({ method: 'GET', path: '/api/v1/search?city=Jaipur&page=1&limit=20', headers: {} });
    expect(search.status).toBe(200);
    expect(JSON.parse(search.text).errors).toBeUndefined();
    expect(rest.status).toBe(200);
    // Before the paging fix, searches took 9 to 13 s while a crafted query ran; a loaded CI machine needs some slack.
    expect(Date.now() - started).toBeLessThan(3000);
  }, 120_000);
});
