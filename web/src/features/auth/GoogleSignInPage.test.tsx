import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { GOOGLE_SIGN_IN_PROBLEM_TEXTS } from '../../../../shared/domain/google-sign-in';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { sessionPayload, sessionUser } from '../../test/session';

/** Sign in with Google on the web: the button, the ticket page, linking an existing account, and what went wrong. */
const withGoogle = (configured: boolean) => {
  window.__NIVAAS_CONFIG__ = { ...window.__NIVAAS_CONFIG__, googleSignIn: configured };
};
afterEach(() => withGoogle(false));

describe('the Google button', () => {
  it('is a link to the gateway’s start on the login and register pages when Google is configured', async () => {
    withGoogle(true);
    // A signed-out visit to a signed-in page: the guard sends the user to /login, remembering where from.
    const { user, router, unmount } = await renderApp('/user-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const button = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(button).toHaveAttribute('href', '/api/v1/auth/google/start');
    // Where to come back to survives the trip to Google (a new page load).
    button.addEventListener('click', (event) => event.preventDefault());
    await user.click(button);
    expect(sessionStorage.getItem('nivaas-google-return')).toBe('/user-profile');
    unmount();

    await renderApp('/register');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/v1/auth/google/start');
  });

  it('is not there when Google is not configured', async () => {
    await renderApp('/register');
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });
});

describe('the login page after Google', () => {
  it.each(Object.entries(GOOGLE_SIGN_IN_PROBLEM_TEXTS))('says why (%s)', async (problem, text) => {
    await renderApp(`/login?google=${problem}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says nothing for an unknown reason', async () => {
    await renderApp('/login?google=whatever');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/login/google', () => {
  it('exchanges the ticket, drops it from the address, signs in and goes back where the user was', async () => {
    sessionStorage.setItem('nivaas-google-return', '/shortlist');
    let ticket: unknown;
    server.use(
      graphql.mutation('SignInWithGoogle', ({ variables }) => {
        ticket = variables.ticket;
        return HttpResponse.json({
          data: {
            signInWithGoogle: { __typename: 'GoogleSignIn', linkEmail: null, session: sessionPayload(sessionUser('user'), 'google-token') },
          },
        });
      }),
    );
    const { router } = await renderApp('/login/google?ticket=one-time');
    expect(await screen.findByText('Login Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shortlist'));
    expect(ticket).toBe('one-time');
    expect(sessionStorage.getItem('token')).toBe('google-token');
    expect(sessionStorage.getItem('nivaas-google-return')).toBeNull();
  });

  it('asks for the existing account’s password before linking, says when it is wrong, then signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SignInWithGoogle', () =>
        HttpResponse.json({
          data: { signInWithGoogle: { __typename: 'GoogleSignIn', linkEmail: 'asha@example.in', linkNeedsPassword: true, session: null } },
        }),
      ),
      graphql.mutation('LinkGoogle', ({ variables }) => {
        sent.push(variables.input);
        if ((variables.input as { password: string }).password !== 'secret12')
          return HttpResponse.json({
            errors: [
              {
                message: 'That password is not right for this account.',
                extensions: { code: 'BAD_USER_INPUT', field: 'password' },
              },
            ],
          });
        return HttpResponse.json({
          data: { linkGoogle: sessionPayload(sessionUser('user', { email: 'asha@example.in' }), 'linked-token') },
        });
      }),
    );
    const { user, router } = await renderApp('/login/google?ticket=t-1');
    expect(await screen.findByText('An account with asha@example.in exists. Link Google to it?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const form = within(screen.getByRole('form', { name: 'Link Google' }));
    expect(form.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');

    await user.type(form.getByLabelText('Password'), 'wrong-one');
    await user.click(form.getByRole('button', { name: 'Link Google' }));
    expect(await form.findByText('That password is not right for this account.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();

    await user.clear(form.getByLabelText('Password'));
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Link Google' }));
    expect(await screen.findByText('Google is now linked to your account. Signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([
      { ticket: 't-1', password: 'wrong-one' },
      { ticket: 't-1', password: 'secret12' },
    ]);
    expect(sessionStorage.getItem('token')).toBe('linked-token');
  });

  it('links an account without a password (it signs in with its mobile number) with a click, asking no password', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SignInWithGoogle', () =>
        HttpResponse.json({
          data: {
            signInWithGoogle: { __typename: 'GoogleSignIn', linkEmail: 'meera@example.in', linkNeedsPassword: false, session: null },
          },
        }),
      ),
      graphql.mutation('LinkGoogle', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: { linkGoogle: sessionPayload(sessionUser('user', { email: 'meera@example.in' }), 'linked-token') },
        });
      }),
    );
    const { user, router } = await renderApp('/login/google?ticket=t-2');
    expect(await screen.findByText('An account with meera@example.in exists. Link Google to it?')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Link Google' }));
    expect(form.getByText(/signs in with its mobile number and has confirmed this e-mail/)).toBeInTheDocument();
    expect(form.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(form.queryByRole('link', { name: 'Forgot Password' })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Link Google' }));
    expect(await screen.findByText('Google is now linked to your account. Signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([{ ticket: 't-2' }]);
    expect(sessionStorage.getItem('token')).toBe('linked-token');
  });

  it('a used or expired ticket lands on the login page saying so', async () => {
    server.use(
      graphql.mutation('SignInWithGoogle', () =>
        HttpResponse.json({ errors: [{ message: GOOGLE_SIGN_IN_PROBLEM_TEXTS.expired, extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    const { router } = await renderApp('/login/google?ticket=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_SIGN_IN_PROBLEM_TEXTS.expired);
    expect(router.state.location.pathname).toBe('/login');
  });
});
