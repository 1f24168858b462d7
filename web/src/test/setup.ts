import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { toaster } from '../components/toaster';
import { server } from './msw-server';

// Screens load their code on demand and CI shares two cores: findBy* waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // A session saved by one test must not sign in the next.
  sessionStorage.clear();
  localStorage.clear();
  // The toaster is app-wide; one test's toasts must not show up in the next.
  act(() => toaster.remove());
});
afterAll(() => server.close());
