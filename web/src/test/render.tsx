import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { Providers } from '../app/providers';
import { routes } from '../app/router';

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
