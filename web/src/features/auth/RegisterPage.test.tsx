import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { fillIn } from '../../test/fill';
import { renderApp, type RenderedApp } from '../../test/render';
import { graphQLError, sessionPayload, sessionUser } from '../../test/session';
import { heldAnswer } from '../../test/held-answer';

const form = () => within(screen.getByRole('form', { name: 'Register' }));

async function fillValid(user: RenderedApp['user']) {
  await fillIn(user, form().getByLabelText('Full Name'), 'Rakesh Sharma');
  await fillIn(user, form().getByLabelText('Email'), 'rakesh@example.in');
  await fillIn(user, form().getByLabelText('Contact Number'), '9829012345');
  await user.selectOptions(form().getByLabelText('Role'), 'Owner');
  await fillIn(user, form().getByLabelText('Password'), 'secret12');
  await fillIn(user, form().getByLabelText('Confirm Password'), 'secret12');
}

describe('Register', () => {
  it('shows every rule of spec section 5 as the user types and leaves fields, none on mount', async () => {
    const { user } = await renderApp('/register');
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Role is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(form().queryByText(message)).not.toBeInTheDocument();
    }

    // Leaving each field empty.
    for (const label of ['Full Name', 'Email', 'Contact Number', 'Role', 'Password', 'Confirm Password']) {
      await user.click(form().getByLabelText(label));
      await user.tab();
    }
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Role is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(await form().findByText(message)).toBeInTheDocument();
    }

    const name = form().getByLabelText('Full Name');
    await user.type(name, 'R');
    expect(await form().findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    await user.type(name, 'a'.repeat(30));
    expect(await form().findByText('Name must be at most 30 characters')).toBeInTheDocument();

    await user.type(form().getByLabelText('Email'), 'rakesh@');
    expect(await form().findByText('Please enter a valid email address')).toBeInTheDocument();

    const phone = form().getByLabelText('Contact Number');
    await user.type(phone, '12345');
    expect(await form().findByText('Phone number is not valid')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '9829012345');
    expect(form().queryByText('Phone number is not valid')).not.toBeInTheDocument();

    const password = form().getByLabelText('Password');
    await user.type(password, 'abc');
    expect(await form().findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(password, 'defghijklmnopq');
    expect(await form().findByText('Password must be at most 16 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'secret12');
    await user.type(form().getByLabelText('Confirm Password'), 'secret13');
    expect(await form().findByText('Passwords must match')).toBeInTheDocument();
    // Fixing the password itself clears the mismatch at once.
    await user.clear(password);
    await user.type(password, 'secret13');
    await waitFor(() => expect(form().queryByText('Passwords must match')).not.toBeInTheDocument());
  });

  it("refuses one of the most common passwords in the form, with the gateway's message, and sends nothing", async () => {
    let sent = false;
    server.use(
      graphql.mutation('Register', () => {
        sent = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = await renderApp('/register');
    await fillValid(user);
    for (const label of ['Password', 'Confirm Password']) {
      await user.clear(form().getByLabelText(label));
      await fillIn(user, form().getByLabelText(label), 'Password123');
    }
    expect(await form().findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Sign Up' }));
    expect(form().getByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('offers the roles User and Owner only', async () => {
    await renderApp('/register');
    const options = within(form().getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a role', 'User', 'Owner']);
  });

  it("says 'Signing Up...' while busy, then 'Registration Success!' and goes home signed in", async () => {
    const { released: held, release } = heldAnswer();
    let sent: unknown;
    server.use(
      graphql.mutation('Register', async ({ variables }) => {
        sent = variables.input;
        await held;
        return HttpResponse.json({
          data: { register: sessionPayload(sessionUser('owner', { name: 'Rakesh Sharma', fullName: 'Rakesh Sharma' }), 'owner-token') },
        });
      }),
    );
    const { user, router } = await renderApp('/register');
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Sign Up' }));
    expect(await form().findByRole('button', { name: /Signing Up\.\.\./ })).toBeDisabled();
    release();

    expect(await screen.findByText('Registration Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual({
      name: 'Rakesh Sharma',
      email: 'rakesh@example.in',
      contactNumber: '9829012345',
      role: 'owner',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(sessionStorage.getItem('token')).toBe('owner-token');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Rakesh Sharma');
  });

  it('shows a taken e-mail in an error toast and under the field', async () => {
    const message = 'An account with this email already exists. Try logging in instead.';
    server.use(
      graphql.mutation('Register', () =>
        HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'CONFLICT', field: 'email' } }] }),
      ),
    );
    const { user } = await renderApp('/register');
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(form().getByText(message)).toBeInTheDocument();
  });

  it("puts the server's field problems under the form's fields", async () => {
    server.use(
      graphql.mutation('Register', () =>
        graphQLError('Phone number is not valid', 'BAD_USER_INPUT', [{ field: 'contactNumber', message: 'Phone number is not valid' }]),
      ),
    );
    const { user } = await renderApp('/register');
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(form().getByText('Phone number is not valid')).toBeInTheDocument());
  });

  it("says 'Register failed' when the server cannot be reached", async () => {
    server.use(graphql.mutation('Register', () => HttpResponse.error()));
    const { user } = await renderApp('/register');
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Register failed')).toBeInTheDocument();
  });
});
