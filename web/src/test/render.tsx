import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { Providers } from '../app/providers';
import { loadLazyRoutes, routes } from '../app/router';
import { loadAllOnDemand } from '../lib/on-demand';

const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flatten(route.children ?? [])]);

// Pages and some parts of them load their code on demand in the app (app/router.tsx,
// lib/on-demand.tsx). Here they are all loaded once per test file, before its tests, so a test
// sees its screen in the first render, as a visitor does once the code is in.
beforeAll(async () => {
  await loadLazyRoutes(flatten(routes));
  await loadAllOnDemand();
});

/** Renders the whole app (real routes, real Apollo Client, msw behind it) at a path. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <Providers client={createApolloClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, user };
}
