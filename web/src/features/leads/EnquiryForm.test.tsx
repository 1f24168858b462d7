import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { listingDetail } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

beforeEach(() => server.use(graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } }))));

const enquiryForm = async () => within(await screen.findByRole('form', { name: 'Send enquiry to owner' }));

/** A signed-in seeker whose session check is answered only when the returned function is called. */
function seekerWhoseSessionIsHeld(): () => void {
  const profile = signedInAs('user', { fullName: 'Priya Verma', email: 'priya@nivaas.test', city: 'Jaipur', contactNumber: '9876501234' });
  let answerSession!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
  server.use(
    graphql.query('Me', async () => {
      await sessionHeld;
      return HttpResponse.json({ data: { me: profile } });
    }),
  );
  return answerSession;
}

describe('Send enquiry to owner', () => {
  it('checks the fields with the registration messages and sends the enquiry, saying what happens next', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation('SendEnquiry', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: {
            sendEnquiry: {
              __typename: 'EnquiryReceipt',
              alreadySent: false,
              message: 'Your enquiry was sent to the owner. They will contact you soon.',
              enquiry: { __typename: 'Enquiry', id: 'e1' },
            },
          },
        });
      }),
    );
    const { user } = await renderApp('/property/p1');
    const form = await enquiryForm();
    expect(form.getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(form.getByLabelText('Message')).toHaveAttribute('placeholder', "I'm interested in this property.");
    await user.click(form.getByRole('button', { name: 'Send email & SMS' }));
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Phone number is required')).toBeInTheDocument();
    expect(form.getByText('Please accept the terms and privacy policy')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Dealer' }));
    await user.type(form.getByLabelText(/Full name/), 'Asha Verma');
    await user.type(form.getByLabelText(/Email/), 'asha@example.in');
    await user.type(form.getByLabelText(/City/), 'Jaipur');
    await user.type(form.getByLabelText(/Phone number/), '12345');
    await user.tab();
    expect(await form.findByText('Phone number is not valid')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Phone number/));
    await user.type(form.getByLabelText(/Phone number/), '9876543210');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Send email & SMS' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your enquiry was sent to the owner. They will contact you soon.');
    expect(sent).toEqual({
      propertyId: 'p1',
      input: {
        customerType: 'dealer',
        name: 'Asha Verma',
        email: 'asha@example.in',
        city: 'Jaipur',
        phone: '9876543210',
        message: '',
        acceptTerms: true,
      },
    });
  });

  it("is filled from a signed-in seeker's profile, and shows the gateway's refusal under its field", async () => {
    signedInAs('user', { fullName: 'Priya Verma', email: 'priya@nivaas.test', city: 'Jaipur', contactNumber: '9876501234' });
    server.use(
      graphql.mutation('SendEnquiry', () =>
        graphQLError('Please enter a valid email address', 'BAD_USER_INPUT', [
          { field: 'email', message: 'Please enter a valid email address' },
        ]),
      ),
    );
    const { user } = await renderApp('/property/p1');
    const form = await enquiryForm();
    expect(form.getByLabelText(/Full name/)).toHaveValue('Priya Verma');
    expect(form.getByLabelText(/Email/)).toHaveValue('priya@nivaas.test');
    expect(form.getByLabelText(/Phone number/)).toHaveValue('9876501234');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Send email & SMS' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('is filled once the session is known when the listing shows first (a listing opened by its address)', async () => {
    const answerSession = seekerWhoseSessionIsHeld();
    await renderApp('/property/p1');
    const form = await enquiryForm();
    expect(form.getByLabelText(/Email/)).toHaveValue('');
    answerSession();
    expect(await form.findByDisplayValue('priya@nivaas.test')).toBe(form.getByLabelText(/Email/));
    expect(form.getByLabelText(/Full name/)).toHaveValue('Priya Verma');
    expect(form.getByLabelText(/City/)).toHaveValue('Jaipur');
    expect(form.getByLabelText(/Phone number/)).toHaveValue('9876501234');
  });

  it('keeps what the seeker typed before the session is known, and fills the rest', async () => {
    const answerSession = seekerWhoseSessionIsHeld();
    const { user } = await renderApp('/property/p1');
    const form = await enquiryForm();
    await user.type(form.getByLabelText(/Full name/), 'Priya V.');
    answerSession();
    expect(await form.findByDisplayValue('priya@nivaas.test')).toBe(form.getByLabelText(/Email/));
    expect(form.getByLabelText(/Full name/)).toHaveValue('Priya V.');
  });

  it("is not offered to the listing's own owner", async () => {
    signedInAs('owner', { id: 'o1' });
    await renderApp('/property/p1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send enquiry to owner' })).not.toBeInTheDocument();
  });
});
