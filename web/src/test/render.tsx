import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { Providers } from '../app/providers';
import { loadRoutesAt, routes } from '../app/router';
import { loadAllOnDemand } from '../lib/on-demand';

/**
 * Renders the whole app (real routes, real Apollo Client, msw behind it) at a path. As the
 * browser does before it hydrates (main.tsx), the code of that path's page is loaded first, with
 * the parts it loads on demand (lib/on-demand.tsx), so the test sees its screen in the first
 * render. Pages it goes to later load as in the app, while the previous one stays on screen.
 */
export async function renderApp(path = '/') {
  await loadRoutesAt(path);
  await loadAllOnDemand();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const client = createApolloClient();
  const utils = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, user, client };
}

/** What renderApp gives a test: Testing Library's queries, the router, a user and the Apollo client. */
export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;
