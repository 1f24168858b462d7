import { baseUrl } from './browser';

/**
 * One GraphQL operation on the worker's app as the holder of `token` (what a journey sets up
 * before the part it drives in the browser); fails naming the operation's errors.
 */
export async function graphqlAs<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, connection: 'close' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`${query.slice(0, 60)}… answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}
