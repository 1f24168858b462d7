import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

function newsletterForm() {
  return within(screen.getByRole('form', { name: 'Newsletter' }));
}

describe('Newsletter form', () => {
  it('validates on blur and on change, not on mount', async () => {
    const { user } = await renderApp('/about');
    const form = newsletterForm();
    const input = form.getByLabelText('Email address for the newsletter');
    expect(form.queryByText('Email is required')).not.toBeInTheDocument();

    await user.click(input);
    await user.tab();
    expect(await form.findByText('Email is required')).toBeInTheDocument();

    await user.type(input, 'asha@');
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(input, 'example.in');
    expect(form.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('subscribes, thanks the user in a success toast and clears the box', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('SubscribeToNewsletter', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { subscribeToNewsletter: { __typename: 'NewsletterSubscriptionResult', email: variables.email } },
        });
      }),
    );
    const { user } = await renderApp('/about');
    const form = newsletterForm();
    await user.type(form.getByLabelText('Email address for the newsletter'), 'asha@example.in');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmSent)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'asha@example.in' });
    expect(form.getByLabelText('Email address for the newsletter')).toHaveValue('');
  });

  it('shows a server-side field error under the box', async () => {
    server.use(
      graphql.mutation('SubscribeToNewsletter', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Please enter a valid email address',
              extensions: { code: 'BAD_USER_INPUT', problems: [{ field: 'email', message: 'Please enter a valid email address' }] },
            },
          ],
        }),
      ),
    );
    const { user } = await renderApp('/about');
    const form = newsletterForm();
    await user.type(form.getByLabelText('Email address for the newsletter'), 'asha@example.in');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
