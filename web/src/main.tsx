import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={createApolloClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
