import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { tap } from 'rxjs';
import { GRAPHQL_PATH } from '../config';
import { authorizationHeader, reportSessionRejected } from '../features/auth/session-storage';
import { fetchWithUploadProgress } from '../lib/upload-fetch';
import { overtakenReadsLink } from './overtaken-reads';

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not the session. */
const SIGN_IN_OPERATIONS = new Set(['Login', 'Register', 'Logout']);

/** Sends the stored session token as `Authorization: Bearer <token>`. */
const authLink = new SetContextLink((previous) => ({ headers: { ...previous.headers, ...authorizationHeader() } }));

/** A token the server refuses (expired, or revoked by a logout or password change elsewhere). */
const sessionLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error) || SIGN_IN_OPERATIONS.has(operation.operationName ?? '')) return;
  const sentToken = Boolean(operation.getContext().headers?.authorization);
  if (sentToken && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) reportSessionRejected();
});

/** `me` answers null for a token it did not accept: that session has ended too. */
const meLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      const sentToken = Boolean(operation.getContext().headers?.authorization);
      if (operation.operationName === 'Me' && sentToken && result.data && (result.data as { me?: unknown }).me === null)
        reportSessionRejected();
    }),
  ),
);

/**
 * Requests with files go as GraphQL multipart requests, with upload progress when the operation
 * passes `context.fetchOptions.onUploadProgress`.
 */
const httpLink = new UploadHttpLink({
  uri: new URL(GRAPHQL_PATH, window.location.origin).toString(),
  fetch: fetchWithUploadProgress as typeof fetch,
  // Apollo Server's CSRF prevention wants this on multipart (upload) requests.
  headers: { 'apollo-require-preflight': 'true' },
});

/**
 * The app's one Apollo Client; the normalized cache is the client-side store (it holds `me`).
 * `serverState`: the cache of a page the server rendered, so hydrating asks for nothing again
 * (for a moment even queries that always ask the network read it: ssrForceFetchDelay).
 */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, meLink, overtakenReadsLink(), authLink, httpLink]),
    cache: serverState ? new InMemoryCache().restore(serverState) : new InMemoryCache(),
    ...(serverState ? { ssrForceFetchDelay: 100 } : {}),
  });
}
