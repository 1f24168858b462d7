import { setupServer } from 'msw/node';

/** The fake network of web tests; each test adds handlers keyed by GraphQL operation name. */
export const server = setupServer();
