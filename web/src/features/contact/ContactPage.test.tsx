import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

describe('Contact us page', () => {
  it('shows the configured details and sends the form, then thanks the visitor', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('SendContactMessage', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { sendContactMessage: CONTACT_MESSAGES.sent } });
      }),
    );
    const { user } = await renderApp('/contact');
    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
    const details = within(screen.getByRole('group', { name: 'Our contact details' }));
    expect(details.getByText(/Sector 44, Gurugram/)).toBeInTheDocument();
    expect(details.getByRole('link', { name: /hello@nivaas.test/ })).toHaveAttribute('href', 'mailto:hello@nivaas.test');
    await user.type(form.getByLabelText(/Full name/), 'Meera Iyer');
    await user.type(form.getByLabelText(/^Email/), 'meera@example.in');
    await user.type(form.getByLabelText(/Mobile/), '9876543210');
    await user.type(form.getByLabelText(/Enquiry type/), 'Listing my PG');
    await user.type(form.getByLabelText(/Message/), 'I want to list my PG in Jaipur.');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fullName: 'Meera Iyer',
        email: 'meera@example.in',
        mobile: '9876543210',
        enquiryType: 'Listing my PG',
        message: 'I want to list my PG in Jaipur.',
        website: null,
      },
    ]);
  });

  it('shows the field messages and sends nothing when the form is wrong', async () => {
    let calls = 0;
    server.use(graphql.mutation('SendContactMessage', () => ((calls += 1), HttpResponse.json({ data: { sendContactMessage: 'x' } }))));
    const { user } = await renderApp('/contact');
    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
    await user.type(form.getByLabelText(/Mobile/), '123');
    await user.type(form.getByLabelText(/Message/), 'hi');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(form.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
