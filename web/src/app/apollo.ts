import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { GRAPHQL_PATH } from '../config';
import { fetchWithUploadProgress } from '../lib/upload-fetch';

/**
 * The app's one Apollo Client; the normalized cache is the client-side store. Requests with
 * files go as GraphQL multipart requests, with upload progress when asked for.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({
      uri: new URL(GRAPHQL_PATH, window.location.origin).toString(),
      fetch: fetchWithUploadProgress as typeof fetch,
      // Apollo Server's CSRF prevention wants this on multipart (upload) requests.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}
