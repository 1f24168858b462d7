import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError } from '../../test/session';

describe('Forgot password', () => {
  it('is linked from Login, checks the e-mail, and says a link was sent without saying whether the account exists', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('RequestPasswordReset', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { requestPasswordReset: true } });
      }),
    );
    const { user } = await renderApp('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    const form = within(await screen.findByRole('form', { name: 'Forgot password' }));
    await user.type(form.getByLabelText('Email'), 'priya@');
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), 'example.in');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account exists for this email, we have sent a link/)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'priya@example.in' });
  });

  it('shows a throttling message in a toast', async () => {
    server.use(
      graphql.mutation('RequestPasswordReset', () =>
        graphQLError('Too many password reset attempts. Please try again in 1 hour.', 'TOO_MANY_REQUESTS'),
      ),
    );
    const { user } = await renderApp('/forgot-password');
    const form = within(screen.getByRole('form', { name: 'Forgot password' }));
    await user.type(form.getByLabelText('Email'), 'priya@example.in');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset attempts. Please try again in 1 hour.')).toBeInTheDocument();
  });
});

/** The page's question when it opens: does the link still work? */
const linkWorks = (works: boolean, asked: unknown[] = []) =>
  graphql.query('ResetLinkWorks', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { resetLinkWorks: works } });
  });

describe('Reset password', () => {
  it('sets the new password with the token of the link, then sends the user to Login', async () => {
    let sent: unknown;
    server.use(
      linkWorks(true),
      graphql.mutation('ResetPassword', ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    const { user, router } = await renderApp('/reset-password?token=abc123');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(form.getByLabelText('New Password'), 'abc');
    expect(await form.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(form.getByLabelText('New Password'), 'defgh');
    await user.type(form.getByLabelText('Confirm Password'), 'abcdefgh');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. Please log in with your new password.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({ token: 'abc123', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
  });

  it('says at once when the link was used or has expired, before any password is typed, and offers a new one', async () => {
    const asked: unknown[] = [];
    let resets = 0;
    server.use(
      linkWorks(false, asked),
      graphql.mutation('ResetPassword', () => {
        resets++;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    await renderApp('/reset-password?token=used');
    expect(await screen.findByText('This password reset link is invalid or has expired. Please ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ token: 'used' }]);
    expect(resets).toBe(0);
  });

  it('shows the form when the check cannot answer: the reset itself still checks the link', async () => {
    server.use(graphql.query('ResetLinkWorks', () => HttpResponse.error()));
    await renderApp('/reset-password?token=abc123');
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('says when the link stopped working while the page was open, and offers a new one', async () => {
    const message = 'This password reset link is invalid or has expired. Please ask for a new one.';
    server.use(
      linkWorks(true),
      graphql.mutation('ResetPassword', () => graphQLError(message, 'BAD_USER_INPUT', [{ field: 'token', message }])),
    );
    const { user } = await renderApp('/reset-password?token=used');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(form.getByLabelText('New Password'), 'abcdefgh');
    await user.type(form.getByLabelText('Confirm Password'), 'abcdefgh');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a token', async () => {
    await renderApp('/reset-password');
    expect(screen.getByText('This reset link is not valid. Please ask for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
