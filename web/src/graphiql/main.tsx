import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GRAPHQL_PATH } from '../config';

/** The GraphQL IDE for integrators, served by the gateway at GET /graphql; bundled, no CDN. */
const fetcher = createGraphiQLFetcher({ url: new URL(GRAPHQL_PATH, window.location.origin).toString() });

const defaultQuery = `# Welcome to the Nivaas GraphQL API.
# Press the play button (or Ctrl+Enter) to run this query; open the docs on the left.
query LatestGuides {
  blogs {
    id
    title
    createdAt
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
