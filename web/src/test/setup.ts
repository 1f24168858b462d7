import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { toaster } from '../components/toaster';
import { server } from './msw-server';

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
