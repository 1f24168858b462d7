import { screen, waitFor, within } from '@testing-library/react';
import { listingRevealing } from '../../test/phone-reveal-handlers';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';
import { openContactLink } from './contact-links';

jest.mock('./contact-links', () => ({ ...jest.requireActual('./contact-links'), openContactLink: jest.fn() }));
jest.setTimeout(45000);

const opened = jest.mocked(openContactLink);
afterEach(() => opened.mockReset());

const contactBar = () => screen.findByRole('region', { name: 'Contact the owner' });

describe("a listing's contact bar (phones)", () => {
  it('sends a visitor who taps Call to sign in, to come back with the number shown', async () => {
    const asked = listingRevealing();
    const { user, router } = await renderApp('/property/p1');
    await user.click(within(await contactBar()).getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/property/p1', search: '?showPhone=1', hash: '' } });
    expect(asked).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens WhatsApp with a message naming the listing, after one reveal the owner card shares', async () => {
    signedInAs('user');
    const asked = listingRevealing();
    const { user } = await renderApp('/property/p1');
    await user.click(within(await contactBar()).getByRole('button', { name: 'WhatsApp' }));

    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    const link = new URL(opened.mock.calls[0][0]);
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(
      'Hi, I found your listing "Saanjh Girls PG near Malviya Nagar market road" on Nivaas (http://localhost/property/p1). Is a bed available?',
    );
    // Both links are plain links now, and the owner card shows the number without asking again.
    const bar = await contactBar();
    expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(bar).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', link.href);
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(asked).toEqual(['p1']);
  });

  it('dials the owner when a signed-in seeker taps Call', async () => {
    signedInAs('user');
    listingRevealing();
    const { user } = await renderApp('/property/p1');
    await user.click(within(await contactBar()).getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('tel:+919876543210'));
  });

  it('says why when the number cannot be shown, and opens nothing', async () => {
    signedInAs('user');
    const message =
      'You have seen as many phone numbers as allowed for today; you can still send the owner an enquiry. Please try again in 5 hours.';
    listingRevealing(() => graphQLError(message, 'TOO_MANY_REQUESTS'));
    const { user } = await renderApp('/property/p1');
    await user.click(within(await contactBar()).getByRole('button', { name: 'Call' }));
    // The toast, and the owner card's own alert.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(opened).not.toHaveBeenCalled();
  });

  it("takes the seeker to the enquiry form, and is not shown on the owner's own listing", async () => {
    listingRevealing();
    const first = await renderApp('/property/p1');
    const enquire = within(await contactBar()).getByRole('link', { name: 'Enquire' });
    expect(enquire).toHaveAttribute('href', '#send-enquiry');
    expect(document.getElementById('send-enquiry')).toContainElement(screen.getByRole('heading', { name: 'Send enquiry to owner' }));
    first.unmount();

    signedInAs('owner', { id: 'o1' });
    await renderApp('/property/p1');
    await screen.findByRole('heading', { name: 'Owner Details' });
    expect(screen.queryByRole('region', { name: 'Contact the owner' })).not.toBeInTheDocument();
  });
});
