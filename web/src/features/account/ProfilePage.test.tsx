import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { Gender } from '../../../../shared/domain/account';
import { locationHandlers } from '../../test/location-handlers';
import { server } from '../../test/msw-server';
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
});
