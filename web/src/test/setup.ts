import * as React from 'react';
import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { toaster } from '../components/toaster';
import { loadAllOnDemand } from '../lib/on-demand';
import { server } from './msw-server';

// React's development build records where each element was created (an Error and its stack per
// JSX element, up to 10,000 per render) to print owner stacks in its warnings: about a tenth of
// the web level's CPU. Tests assert what users see, so every element reuses React's one
// "unknown owner" stack, as it already does past that limit; warnings still print.
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => Infinity,
  set: () => {},
});

// Live thread updates open a WebSocket to the gateway: none in jsdom (the gateway's tests and the
// journeys check them end to end); pages then show what their queries read, as before.
jest.mock('../features/leads/live-threads', () => ({ followThreads: () => () => undefined }));

// Screens load their code on demand and CI shares two cores: findBy* waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Parts the app loads on demand (the toasts' view, ...) are loaded before the tests: each draws
// at once, as once its code is in (test/render.tsx does the same for pages and their parts).
beforeAll(() => loadAllOnDemand());
afterEach(() => {
  server.resetHandlers();
  // A session saved by one test must not sign in the next.
  sessionStorage.clear();
  localStorage.clear();
  // The toaster is app-wide; one test's toasts must not show up in the next.
  act(() => toaster.remove());
});
afterAll(() => server.close());
