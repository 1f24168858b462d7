import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { fillIn } from '../../test/fill';
import { renderApp, type RenderedApp } from '../../test/render';
import { graphQLError, sessionPayload, sessionUser, signedInAs } from '../../test/session';
import { heldAnswer } from '../../test/held-answer';

const form = () => within(screen.getByRole('form', { name: 'Change Password' }));

async function fill(user: RenderedApp['user'], current = 'secret12', next = 'fresh-pass1', confirm = next) {
  await fillIn(user, form().getByLabelText('Current Password'), current);
  await fillIn(user, form().getByLabelText('New Password'), next);
  await fillIn(user, form().getByLabelText('Confirm Password'), confirm);
}

describe('Change Password', () => {
  it('checks the fields on change and blur, not on mount', async () => {
    signedInAs('user');
    const { user } = await renderApp('/change-password');
    await screen.findByRole('form', { name: 'Change Password' });
    expect(form().queryByText('Current password is required')).not.toBeInTheDocument();
    await user.click(form().getByLabelText('Current Password'));
    await user.tab();
    expect(await form().findByText('Current password is required')).toBeInTheDocument();
    await user.type(form().getByLabelText('New Password'), 'abc');
    expect(await form().findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(form().getByLabelText('Confirm Password'), 'abd');
    expect(await form().findByText('Passwords must match')).toBeInTheDocument();
  });

  it("spins while saving, then says 'Password changed successfully!' and keeps this device signed in with the new token", async () => {
    signedInAs('user', {}, { remember: true, token: 'old-token' });
    const { released: held, release } = heldAnswer();
    let sent: unknown;
    server.use(
      graphql.mutation('ChangePassword', async ({ variables, request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer old-token');
        sent = variables.input;
        await held;
        return HttpResponse.json({ data: { changePassword: sessionPayload(sessionUser('user'), 'new-token') } });
      }),
    );
    const { user } = await renderApp('/change-password');
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Change Password' }));

    const busy = await form().findByRole('button', { name: 'Changing password' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.chakra-spinner')).not.toBeNull();
    release();

    expect(await form().findByText('Password changed successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'secret12', newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' });
    // Remembered before, so remembered still.
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(form().getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password inline, under the field', async () => {
    signedInAs('user');
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphQLError('Current password is incorrect', 'BAD_USER_INPUT', [
          { field: 'currentPassword', message: 'Current password is incorrect' },
        ]),
      ),
    );
    const { user } = await renderApp('/change-password');
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user, 'not-mine1');
    await user.click(form().getByRole('button', { name: 'Change Password' }));
    expect(await form().findByText('Current password is incorrect')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('test-token');
  });

  it("says 'Failed to change password' inline when the server cannot be reached", async () => {
    signedInAs('user');
    server.use(graphql.mutation('ChangePassword', () => HttpResponse.error()));
    const { user } = await renderApp('/change-password');
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Change Password' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Failed to change password');
  });

  it('shows a throttling message from the server inline', async () => {
    signedInAs('user');
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphQLError('Too many sign-in attempts. Please try again in 15 minutes.', 'TOO_MANY_REQUESTS'),
      ),
    );
    const { user } = await renderApp('/change-password');
    await screen.findByRole('form', { name: 'Change Password' });
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(form().getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.'));
  });

  it('an account with no e-mail has no password to change: it says the account signs in with its mobile number', async () => {
    signedInAs('user', { email: null, phoneVerified: true });
    await renderApp('/change-password');
    expect(await screen.findByText('This account signs in with its mobile number.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/user-profile');
  });
});
