import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { fillIn } from '../../test/fill';
import { server } from '../../test/msw-server';
import { RIGHT_CODE, phoneCodeHandlers } from '../../test/phone-code-handlers';
import { renderApp, type RenderedApp } from '../../test/render';
import { sessionUser } from '../../test/session';

const numberForm = () => within(screen.getByRole('form', { name: 'Mobile number' }));
const codeForm = () => within(screen.getByRole('form', { name: 'Code from the SMS' }));

/** Opens the page and sends a code to 98765 43210, as pasted from a contact: with +91 and a space. */
async function sendCode(user: RenderedApp['user']) {
  await fillIn(user, numberForm().getByLabelText('Mobile number'), '+91 98765 43210');
  await user.click(numberForm().getByRole('button', { name: 'Send code' }));
  return screen.findByRole('form', { name: 'Code from the SMS' });
}

describe('Sign in with a mobile number', () => {
  it("checks the number with the spec's rule on leaving the field, sends nothing until it is right, then shows the code step (kept when the same number comes back)", async () => {
    const sent = phoneCodeHandlers();
    const { user } = await renderApp('/login/mobile');
    expect(screen.getByRole('heading', { name: 'Continue with mobile number' })).toBeInTheDocument();
    const number = numberForm().getByLabelText('Mobile number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    expect(numberForm().queryByText('Phone number is not valid')).not.toBeInTheDocument();

    await user.type(number, '12345');
    await user.tab();
    expect(await numberForm().findByText('Phone number is not valid')).toBeInTheDocument();
    await user.click(numberForm().getByRole('button', { name: 'Send code' }));
    expect(sent.codes).toEqual([]);

    await user.clear(number);
    await sendCode(user);
    expect(sent.codes).toEqual([{ phone: '9876543210', purpose: 'SIGN_IN' }]);
    expect(codeForm().getByText('+91 98765 43210')).toBeInTheDocument();
    const code = codeForm().getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();

    // Back with the same number before another code may be asked for: the code sent still works.
    await user.click(codeForm().getByRole('button', { name: 'Change number' }));
    await user.click(numberForm().getByRole('button', { name: 'Send code' }));
    expect(await codeForm().findByText('+91 98765 43210')).toBeInTheDocument();
    expect(sent.codes).toHaveLength(1);
    expect(codeForm().getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it("says a wrong code on the field and keeps it; the right one signs in as the e-mail login does ('Login Success!', token, home)", async () => {
    const sent = phoneCodeHandlers({ account: sessionUser('user', { phoneVerified: true }) });
    const { user, router } = await renderApp('/login/mobile');
    await sendCode(user);
    const code = codeForm().getByLabelText('6-digit code');

    await user.type(code, '12');
    await user.tab();
    expect(await codeForm().findByText('Enter the 6-digit code from the SMS')).toBeInTheDocument();
    await user.type(code, '3456');
    await user.click(codeForm().getByRole('button', { name: 'Continue' }));
    expect(await codeForm().findByText('That code is wrong or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(code).toHaveValue('123456');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(codeForm().getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(codeForm().getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Login Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.signIns).toEqual([
      { phone: '9876543210', code: '123456', remember: false },
      { phone: '9876543210', code: RIGHT_CODE, remember: true },
    ]);
    expect(sessionStorage.getItem('token')).toBe('phone-token');
    expect(localStorage.getItem('token')).toBe('phone-token');
  });

  it("counts down to 'Resend code', sends a new code when asked, and 'Change number' goes back with the number kept (as its ten digits)", async () => {
    const sent = phoneCodeHandlers({ resendSeconds: 1 });
    const { user } = await renderApp('/login/mobile');
    await sendCode(user);
    const resend = codeForm().getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(codeForm().getByText('No SMS yet? You can ask for another code in 0:01.')).toBeInTheDocument();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    expect(codeForm().queryByText(/ask for another code in/)).not.toBeInTheDocument();

    await user.type(codeForm().getByLabelText('6-digit code'), '111');
    await user.click(resend);
    expect(await codeForm().findByText(/A new code is on its way to \+91 98765 43210/)).toBeInTheDocument();
    expect(sent.codes).toHaveLength(2);
    // The earlier code no longer works: its digits are cleared, and the wait starts again.
    expect(codeForm().getByLabelText('6-digit code')).toHaveValue('');
    expect(codeForm().getByRole('button', { name: 'Resend code' })).toBeDisabled();

    await user.click(codeForm().getByRole('button', { name: 'Change number' }));
    const number = await numberForm().findByLabelText('Mobile number');
    expect(number).toHaveValue('9876543210');
    expect(number).toHaveFocus();
  });

  it('says what to do when the code cannot be sent, and keeps the number', async () => {
    server.use(graphql.mutation('RequestPhoneCode', () => HttpResponse.error()));
    const { user } = await renderApp('/login/mobile');
    await fillIn(user, numberForm().getByLabelText('Mobile number'), '9876543210');
    await user.click(numberForm().getByRole('button', { name: 'Send code' }));
    expect(await numberForm().findByRole('alert')).toHaveTextContent('We could not send the code. Check your connection and try again.');
    expect(numberForm().getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it("a new number goes on to 'Create your account': the spec's name rules, a role, an optional e-mail, then signed in", async () => {
    const sent = phoneCodeHandlers();
    const { user, router } = await renderApp('/login/mobile');
    await sendCode(user);
    await fillIn(user, codeForm().getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(codeForm().getByRole('button', { name: 'Continue' }));

    const form = within(await screen.findByRole('form', { name: 'Create your account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/\+91 98765 43210 is verified/)).toBeInTheDocument();
    const name = form.getByLabelText('Full Name');
    expect(name).toHaveFocus();
    await user.type(name, 'A');
    expect(await form.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    await user.clear(name);
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Role is required')).toBeInTheDocument();
    expect(sent.signUps).toEqual([]);
    expect(
      within(form.getByLabelText('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a role', 'User', 'Owner']);

    await fillIn(user, name, 'Asha Rao');
    await user.selectOptions(form.getByLabelText('Role'), 'User');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.signUps).toEqual([{ signUpToken: 'sign-up-token', name: 'Asha Rao', role: 'user', email: null }]);
    expect(sessionStorage.getItem('token')).toBe('phone-token');
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('Asha Rao');
  });

  it('a sign-up whose code ran out says so and goes back for a new code, keeping the number', async () => {
    phoneCodeHandlers();
    server.use(
      graphql.mutation('SignUpWithPhone', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Your code has expired. Ask for a new one.', extensions: { code: 'BAD_USER_INPUT', field: 'signUpToken' } }],
        }),
      ),
    );
    const { user } = await renderApp('/login/mobile');
    await sendCode(user);
    await fillIn(user, codeForm().getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(codeForm().getByRole('button', { name: 'Continue' }));
    const form = within(await screen.findByRole('form', { name: 'Create your account' }));
    await fillIn(user, form.getByLabelText('Full Name'), 'Asha Rao');
    await user.selectOptions(form.getByLabelText('Role'), 'Owner');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your code has expired. Ask for a new one.');
    await user.click(form.getByRole('button', { name: 'Get a new code' }));
    expect(await numberForm().findByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it("is offered under Register's form as 'Sign up with mobile number'", async () => {
    const { user, router } = await renderApp('/register');
    await user.click(screen.getByRole('link', { name: 'Sign up with mobile number' }));
    expect(await screen.findByRole('heading', { name: 'Continue with mobile number' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/mobile');
  });
});
