import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';
import { heldAnswer } from '../../test/held-answer';
import { reportSessionRejected } from './session-storage';

describe('the session', () => {
  it('is restored on load from a stored token, sent as a bearer token', async () => {
    signedInAs('owner', { fullName: 'Rakesh Sharma' });
    await renderApp('/about');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Rakesh Sharma');
  });

  it('is restored after a browser restart when remembered (local storage only)', async () => {
    signedInAs('user', { fullName: 'Priya Verma' }, { remember: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    await renderApp('/about');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Priya Verma');
    expect(sessionStorage.getItem('token')).toBe('test-token');
  });

  it('ends cleanly when the stored token is no longer accepted: storage cleared, the user told, sent to sign in from a protected page', async () => {
    sessionStorage.setItem('token', 'revoked-token');
    localStorage.setItem('token', 'revoked-token');
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: null } })));
    const { router } = await renderApp('/user-profile');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends without leaving a public page', async () => {
    sessionStorage.setItem('token', 'expired-token');
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: null } })));
    const { router } = await renderApp('/about');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByTestId('top-bar')).toHaveTextContent('Login');
  });

  it('ends when any call answers UNAUTHENTICATED for the token sent', async () => {
    signedInAs('admin');
    server.use(
      graphql.query('AdminStats', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin-login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('follows a remembered session signed out in another tab of the browser', async () => {
    signedInAs('user', { fullName: 'Priya Verma' }, { remember: true });
    const { router } = await renderApp('/user-profile');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Priya Verma');

    localStorage.removeItem('token');
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: 'token', oldValue: 'test-token', newValue: null, storageArea: localStorage }),
        ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('user-menu-trigger')).toBeNull();
  });

  it('takes the new token when another tab changes the password, staying signed in', async () => {
    signedInAs('user', { fullName: 'Priya Verma' }, { remember: true });
    await renderApp('/user-profile');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Priya Verma');

    localStorage.setItem('token', 'changed-token');
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: 'token', oldValue: 'test-token', newValue: 'changed-token', storageArea: localStorage }),
        ),
    );
    expect(sessionStorage.getItem('token')).toBe('changed-token');
    expect(screen.getByTestId('user-menu-trigger')).toHaveTextContent('Priya Verma');
  });

  it('offers to try again when the server cannot be reached, keeping the token', async () => {
    sessionStorage.setItem('token', 'good-token');
    server.use(graphql.query('Me', () => HttpResponse.error()));
    await renderApp('/user-profile');
    expect(await screen.findByText(/could not reach Nivaas to check your session/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('good-token');
  });
});

describe('Logout', () => {
  it("shows 'Logging out...', ends the session on the server and here, then goes home", async () => {
    signedInAs('user');
    let loggedOut = false;
    const { released: held, release } = heldAnswer();
    server.use(
      graphql.mutation('Logout', async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer test-token');
        await held;
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { router } = await renderApp('/logout');
    expect(await screen.findByText('Logging out...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loggedOut).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument();
  });

  it('says only that the user logged out when the live socket closes for the ended session before the server answers', async () => {
    signedInAs('user');
    const { released: held, release } = heldAnswer();
    server.use(
      graphql.mutation('Logout', async () => {
        await held;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { router } = await renderApp('/logout');
    expect(await screen.findByText('Logging out...')).toBeInTheDocument();
    // The gateway closes the user's socket (4403) as it ends the session, often before its answer comes.
    act(() => reportSessionRejected());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You are logged out.')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });
});
