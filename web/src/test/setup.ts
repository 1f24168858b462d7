import '@testing-library/jest-dom';
import { toaster } from '../components/toaster';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The toaster is app-wide; one test's toasts must not show up in the next.
  toaster.remove();
});
afterAll(() => server.close());
