import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { Gender } from '../../../../shared/domain/account';
import { locationHandlers } from '../../test/location-handlers';
import { server } from '../../test/msw-server';
import { RIGHT_CODE, phoneCodeHandlers } from '../../test/phone-code-handlers';
import { renderApp, type RenderedApp } from '../../test/render';
import { sessionUser, signedInAs } from '../../test/session';

const form = () => within(screen.getByRole('form', { name: 'Edit Profile' }));

/** State and city are selects over India's postal directory (a small one in tests). */
async function choose(user: RenderedApp['user'], label: string, option: string) {
  await user.click(form().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => server.use(...locationHandlers));

describe('Edit Profile', () => {
  it('shows the avatar initials, name and email, with the form filled from the account', async () => {
    signedInAs('user', {
      name: 'Priya Verma',
      fullName: 'Priya Verma',
      email: 'priya@nivaas.test',
      gender: 'female',
      state: 'Rajasthan',
      city: 'Jaipur',
    });
    await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(screen.getByText('PV')).toBeInTheDocument();
    expect(form().getByLabelText('Full Name')).toHaveValue('Priya Verma');
    expect(form().getByLabelText('Email')).toHaveValue('priya@nivaas.test');
    expect(form().getByLabelText('Contact Number')).toHaveValue('9876543210');
    expect(form().getByLabelText('Gender')).toHaveValue('female');
    expect(form().getByRole('combobox', { name: 'State' })).toHaveTextContent('Rajasthan');
    expect(form().getByRole('combobox', { name: 'City' })).toHaveTextContent('Jaipur');
  });

  it("offers the spec's genders, and states and their cities from the postal directory", async () => {
    signedInAs('user');
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    const options = (label: string) =>
      within(form().getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    expect(options('Gender')).toEqual(['Male', 'Female', 'Other']);
    await user.click(form().getByRole('combobox', { name: 'State' }));
    const listOf = async () =>
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(await listOf()).toEqual(['Karnataka', 'Rajasthan']);
    await user.click(screen.getByRole('option', { name: 'Rajasthan' }));
    await user.click(form().getByRole('combobox', { name: 'City' }));
    expect(await listOf()).toEqual(['Alwar', 'Jaipur']);
  });

  it('saves for real, says so, and the header shows the new name', async () => {
    signedInAs('user', { name: 'Priya Verma', fullName: 'Priya Verma' });
    let sent: unknown;
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        sent = variables.input;
        const input = variables.input as Record<string, string>;
        return HttpResponse.json({
          data: {
            updateProfile: sessionUser('user', {
              name: input.name,
              fullName: input.name,
              email: input.email,
              contactNumber: input.contactNumber,
              gender: (input.gender || null) as Gender | null,
              state: input.state,
              city: input.city,
            }),
          },
        });
      }),
    );
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    const name = form().getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Priya Sharma');
    await user.selectOptions(form().getByLabelText('Gender'), 'Female');
    await choose(user, 'State', 'Rajasthan');
    await choose(user, 'City', 'Alwar');
    await user.click(form().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Priya Sharma',
      email: 'user@nivaas.test',
      contactNumber: '9876543210',
      gender: 'female',
      state: 'Rajasthan',
      city: 'Alwar',
    });
    await waitFor(() => expect(screen.getByTestId('user-menu-trigger')).toHaveTextContent('Priya Sharma'));
  });

  it('checks name, email and phone with the registration rules', async () => {
    signedInAs('user');
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    await user.clear(form().getByLabelText('Full Name'));
    expect(await form().findByText('Full name is required')).toBeInTheDocument();
    await user.clear(form().getByLabelText('Contact Number'));
    await user.type(form().getByLabelText('Contact Number'), '123');
    expect(await form().findByText('Phone number is not valid')).toBeInTheDocument();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'priya@');
    expect(await form().findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows a taken e-mail under the field and in a toast', async () => {
    signedInAs('user');
    const message = 'An account with this email already exists. Try logging in instead.';
    server.use(
      graphql.mutation('UpdateProfile', () =>
        HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'CONFLICT', field: 'email' } }] }),
      ),
    );
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await form().findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it("says 'Failed to update profile' when the server cannot be reached", async () => {
    signedInAs('user');
    server.use(graphql.mutation('UpdateProfile', () => HttpResponse.error()));
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it("says 'Verified by SMS code' for a proved number, and that a new one needs verifying again", async () => {
    signedInAs('user', { contactNumber: '9876543210', phoneVerified: true });
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(form().getByText('Verified by SMS code')).toBeInTheDocument();
    expect(form().queryByRole('button', { name: 'Verify number' })).not.toBeInTheDocument();

    const number = form().getByLabelText('Contact Number');
    await user.clear(number);
    await user.type(number, '9123456780');
    expect(form().queryByText('Verified by SMS code')).not.toBeInTheDocument();
    expect(form().getByText('A new number needs verifying again: we send it a code by SMS.')).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Verify number' })).toBeInTheDocument();
  });

  it("'Verify number' opens the code step: a wrong code is said on the field, the right one verifies the number", async () => {
    const viewer = signedInAs('user', { contactNumber: '9876543210', phoneVerified: false });
    const sent = phoneCodeHandlers({ viewer });
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(form().getByText('Not verified yet: we send it a code by SMS.')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Verify number' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your number' }));
    expect(sent.codes).toEqual([{ phone: '9876543210', purpose: 'VERIFY' }]);
    expect(dialog.getByText('+91 98765 43210')).toBeInTheDocument();
    const code = dialog.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '000000');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await dialog.findByText('That code is wrong or has expired. Ask for a new one.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your number is verified.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await form().findByText('Verified by SMS code')).toBeInTheDocument();
    expect(sent.verified).toEqual([
      { phone: '9876543210', code: '000000' },
      { phone: '9876543210', code: RIGHT_CODE },
    ]);
  });

  it('an account with no e-mail shows its number instead, and keeps its number unless a new one is verified', async () => {
    signedInAs('user', { email: null, contactNumber: '9876543210', phoneVerified: true });
    let saved = false;
    server.use(
      graphql.mutation('UpdateProfile', () => {
        saved = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(screen.getAllByText('+91 98765 43210').length).toBeGreaterThan(0);
    expect(form().getByLabelText('Email')).toHaveValue('');
    expect(form().getByText(/This account signs in with its mobile number\. Add an e-mail/)).toBeInTheDocument();

    const number = form().getByLabelText('Contact Number');
    await user.clear(number);
    await user.type(number, '9123456780');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(
      await form().findByText('This account signs in with its mobile number. Verify the new number to change it.'),
    ).toBeInTheDocument();
    expect(saved).toBe(false);
  });
});

describe('Edit Profile: the e-mail confirmation', () => {
  it("says 'Confirmed' for a confirmed address", async () => {
    signedInAs('user', { emailConfirmed: true });
    await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(form().getByText('Confirmed')).toBeInTheDocument();
    expect(form().queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it("says 'Not confirmed' with what that means, sends the link again, and hides the state while a new address is typed", async () => {
    signedInAs('user', { email: 'priya@nivaas.test', emailConfirmed: false });
    let sent = 0;
    server.use(
      graphql.mutation('SendEmailConfirmation', () => {
        sent += 1;
        return HttpResponse.json({ data: { sendEmailConfirmation: true } });
      }),
    );
    const { user } = await renderApp('/user-profile');
    await screen.findByRole('form', { name: 'Edit Profile' });
    expect(form().getByText('Not confirmed')).toBeInTheDocument();
    expect(form().getByText(/we do not e-mail you about enquiries, messages and visits/)).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a confirmation link to your e-mail address/)).toBeInTheDocument();
    expect(sent).toBe(1);

    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'new@nivaas.test');
    expect(form().queryByText('Not confirmed')).not.toBeInTheDocument();
  });
});
