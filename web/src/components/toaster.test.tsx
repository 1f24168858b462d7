import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../app/providers';
import { createApolloClient } from '../app/apollo';
import { TOAST_DURATION_MS, notify } from './toaster';

function renderToaster() {
  return render(
    <Providers client={createApolloClient()}>
      <div />
    </Providers>,
  );
}

describe('toasts', () => {
  it.each([
    ['success', 'Success'],
    ['error', 'Error'],
    ['warning', 'Warning'],
    ['info', 'Info'],
  ] as const)('a %s toast is titled %s and shows its message', async (type, title) => {
    renderToaster();
    act(() => notify(type, `A ${type} message`));
    expect(await screen.findByText(`A ${type} message`)).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('can be closed by hand', async () => {
    renderToaster();
    act(() => notify('info', 'Closable message'));
    await screen.findByText('Closable message');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Closable message')).not.toBeInTheDocument());
  });

  it('disappears by itself after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderToaster();
      act(() => notify('success', 'Short-lived message'));
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('Short-lived message')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(TOAST_DURATION_MS - 500));
      expect(screen.getByText('Short-lived message')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(screen.queryByText('Short-lived message')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});
