import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_PATH } from '../config';

/** The app's one Apollo Client; the normalized cache is the client-side store. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: new URL(GRAPHQL_PATH, window.location.origin).toString() }),
    cache: new InMemoryCache(),
  });
}
