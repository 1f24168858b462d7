import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from './providers';
import { createApolloClient } from './apollo';
import { registerServiceWorker } from './service-worker';

/** A stand-in for the browser's service worker container: one registration, a worker waiting in it. */
function browserWithWaitingWorker({ controlled }: { controlled: boolean }) {
  const told: unknown[] = [];
  const waiting = { postMessage: (message: unknown) => told.push(message), addEventListener: jest.fn(), state: 'installed' };
  const registration = { waiting, installing: null, addEventListener: jest.fn() };
  const container = {
    controller: controlled ? {} : null,
    register: jest.fn().mockResolvedValue(registration),
    addEventListener: jest.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { told, container };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker', () => {
  it('offers a new version with Reload, and swaps to it only when asked', async () => {
    const { told, container } = browserWithWaitingWorker({ controlled: true });
    render(
      <Providers client={createApolloClient()}>
        <div />
      </Providers>,
    );
    await act(async () => registerServiceWorker());
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(await screen.findByText('A new version of Nivaas is ready.')).toBeInTheDocument();
    expect(told).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(told).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
  });

  it('says nothing on a first visit, when the worker waiting is the first one', async () => {
    const { container } = browserWithWaitingWorker({ controlled: false });
    render(
      <Providers client={createApolloClient()}>
        <div />
      </Providers>,
    );
    await act(async () => registerServiceWorker());
    expect(container.register).toHaveBeenCalled();
    expect(screen.queryByText('A new version of Nivaas is ready.')).not.toBeInTheDocument();
  });
});
