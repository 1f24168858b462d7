import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, sessionPayload, sessionUser } from '../../test/session';
import { heldAnswer } from '../../test/held-answer';

const form = () => within(screen.getByRole('form', { name: 'Login' }));

describe('Login', () => {
  it("validates on blur and on change with the spec's messages, not on mount", async () => {
    const { user } = await renderApp('/login');
    const email = form().getByLabelText('Email');
    const password = form().getByLabelText('Password');
    expect(form().queryByText('Email is required')).not.toBeInTheDocument();
    expect(form().queryByText('Password is required')).not.toBeInTheDocument();

    await user.click(email);
    await user.tab();
    expect(await form().findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'asha@');
    expect(await form().findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, 'example.in');
    expect(form().queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(password);
    await user.tab();
    expect(await form().findByText('Password is required')).toBeInTheDocument();
    await user.type(password, '12345');
    expect(await form().findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(password, '6789012345678');
    expect(await form().findByText('Password must be at most 16 characters')).toBeInTheDocument();
  });

  it("says 'Signing In...' while busy, then 'Login Success!' and goes home; the token stays for this browser session only", async () => {
    const { released: held, release } = heldAnswer();
    let sent: unknown;
    server.use(
      graphql.mutation('Login', async ({ variables }) => {
        sent = variables.input;
        await held;
        return HttpResponse.json({ data: { login: sessionPayload(sessionUser('owner'), 'fresh-token') } });
      }),
    );
    const { user, router } = await renderApp('/login');
    await user.type(form().getByLabelText('Email'), 'owner@nivaas.test');
    await user.type(form().getByLabelText('Password'), 'secret12');
    await user.click(form().getByRole('button', { name: 'Login' }));

    const busy = await form().findByRole('button', { name: /Signing In\.\.\./ });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('Login Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({ email: 'owner@nivaas.test', password: 'secret12', remember: false });
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with Remember Me, keeps the token in local storage too', async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.json({ data: { login: sessionPayload(sessionUser(), 'kept-token') } })));
    const { user } = await renderApp('/login');
    await user.type(form().getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form().getByLabelText('Password'), 'secret12');
    await user.click(form().getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(form().getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Success!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('kept-token');
    expect(sessionStorage.getItem('token')).toBe('kept-token');
  });

  it("shows the server's message in an error toast", async () => {
    server.use(graphql.mutation('Login', () => graphQLError('Invalid email or password', 'UNAUTHENTICATED')));
    const { user, router } = await renderApp('/login');
    await user.type(form().getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form().getByLabelText('Password'), 'wrong-pass');
    await user.click(form().getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("says 'Login failed' when the server cannot be reached", async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.error()));
    const { user } = await renderApp('/login');
    await user.type(form().getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form().getByLabelText('Password'), 'secret12');
    await user.click(form().getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('links to forgot-password, register and the mobile sign-in; no Google button while the gateway has no Google configured', async () => {
    await renderApp('/login');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in with mobile number' })).toHaveAttribute('href', '/login/mobile');
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });
});
