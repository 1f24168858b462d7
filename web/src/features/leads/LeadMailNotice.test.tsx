import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { signedInAs } from '../../test/session';

jest.setTimeout(45000);

const emptyPage = { __typename: 'EnquiryPage', total: 0, page: 1, items: [] };

beforeEach(() =>
  server.use(
    graphql.query('MyEnquiries', () => HttpResponse.json({ data: { myEnquiries: emptyPage } })),
    graphql.query('Leads', () => HttpResponse.json({ data: { leads: emptyPage } })),
    graphql.query('PhoneReveals', () =>
      HttpResponse.json({ data: { phoneReveals: { __typename: 'PhoneRevealPage', total: 0, items: [] } } }),
    ),
  ),
);

describe('the notice that lead mail needs a confirmed address', () => {
  it('shows on My enquiries while the address is not confirmed, and sends the link again from there', async () => {
    signedInAs('user', { emailConfirmed: false });
    let sent = 0;
    server.use(
      graphql.mutation('SendEmailConfirmation', () => {
        sent += 1;
        return HttpResponse.json({ data: { sendEmailConfirmation: true } });
      }),
    );
    const { user } = await renderApp('/my-enquiries');
    expect(await screen.findByText(/Lead mail goes only to a confirmed e-mail address\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_MESSAGES.sendAgain }));
    expect(await screen.findByText(EMAIL_CONFIRMATION_MESSAGES.sent)).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it("shows on the owner's leads while not confirmed", async () => {
    signedInAs('owner', { emailConfirmed: false });
    await renderApp('/my-leads');
    expect(await screen.findByText(/Lead mail goes only to a confirmed e-mail address\./)).toBeInTheDocument();
  });

  it('is not there once the address is confirmed, nor for an account without an e-mail', async () => {
    signedInAs('owner', { emailConfirmed: true });
    const { unmount } = await renderApp('/my-leads');
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Lead mail goes only/)).not.toBeInTheDocument();
    unmount();

    signedInAs('user', { email: null, emailConfirmed: false });
    await renderApp('/my-enquiries');
    expect(await screen.findByRole('heading', { name: 'Enquiries (0)' })).toBeInTheDocument();
    expect(screen.queryByText(/Lead mail goes only/)).not.toBeInTheDocument();
  });
});
