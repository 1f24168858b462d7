import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

jest.setTimeout(30000);

/** The gateway's confirmEmail: answers `outcome` once per call, and records the tokens it was given. */
function confirmHandler(outcome: { email: string; enquiriesJoined: number } | { error: string }) {
  const tokens: unknown[] = [];
  server.use(
    graphql.mutation('ConfirmEmail', ({ variables }) => {
      tokens.push(variables.token);
      if ('error' in outcome) return graphQLError(outcome.error, 'BAD_USER_INPUT', [{ field: 'token', message: outcome.error }]);
      return HttpResponse.json({ data: { confirmEmail: { __typename: 'EmailConfirmed', ...outcome } } });
    }),
  );
  return tokens;
}

describe('Confirm e-mail page (/confirm-email)', () => {
  it('confirms the address once, signed out, and says which enquiries joined the account', async () => {
    const tokens = confirmHandler({ email: 'asha@nivaas.test', enquiriesJoined: 2 });
    await renderApp('/confirm-email?token=abc123');
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText(/asha@nivaas\.test/)).toBeInTheDocument();
    expect(screen.getByText(/The 2 enquiries you sent with this address while signed out are now in My enquiries\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(tokens).toEqual(['abc123']);
  });

  it('shows a used link for what it is and, signed in and not confirmed, sends the link again', async () => {
    signedInAs('user', { email: 'priya@nivaas.test', emailConfirmed: false });
    confirmHandler({ error: EMAIL_CONFIRMATION_MESSAGES.linkUsed });
    let sent = 0;
    server.use(
      graphql.mutation('SendEmailConfirmation', () => {
        sent += 1;
        return HttpResponse.json({ data: { sendEmailConfirmation: true } });
      }),
    );
    const { user } = await renderApp('/confirm-email?token=used-token');
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.linkUsed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_MESSAGES.sendAgain }));
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.sent)).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('signed out, an expired link offers to sign in for a new one; a link without a token says so without asking', async () => {
    const tokens = confirmHandler({ error: EMAIL_CONFIRMATION_MESSAGES.linkExpired });
    const { unmount } = await renderApp('/confirm-email?token=old');
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL_CONFIRMATION_MESSAGES.signInToResend })).toHaveAttribute('href', '/login');
    unmount();

    await renderApp('/confirm-email');
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.tokenRequired)).toBeInTheDocument();
    await waitFor(() => expect(tokens).toEqual(['old']));
  });
});
