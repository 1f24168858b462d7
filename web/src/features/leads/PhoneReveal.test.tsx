import { screen, waitFor } from '@testing-library/react';
import { listingRevealing } from '../../test/phone-reveal-handlers';
import { renderApp } from '../../test/render';
import { graphQLError, signedInAs } from '../../test/session';

jest.setTimeout(45000);

describe('View Phone Number', () => {
  it('sends a visitor to sign in, to come back to this listing with the number shown', async () => {
    const asked = listingRevealing();
    const { user, router } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'View Phone Number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/property/p1', search: '?showPhone=1', hash: '' } });
    expect(asked).toEqual([]);
  });

  it('shows the number at once to a user back from sign-in', async () => {
    signedInAs('user');
    const asked = listingRevealing();
    const { router } = await renderApp('/property/p1?showPhone=1');
    expect(await screen.findByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(asked).toEqual(['p1']);
    expect(router.state.location.search).toBe('');
  });

  it('shows the number to a signed-in user who asks', async () => {
    signedInAs('user');
    listingRevealing();
    const { user } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'View Phone Number' }));
    expect(await screen.findByRole('link', { name: '9876543210' })).toBeInTheDocument();
  });

  it('says so when the daily limit is reached', async () => {
    signedInAs('user');
    const message =
      'You have seen as many phone numbers as allowed for today; you can still send the owner an enquiry. Please try again in 5 hours.';
    listingRevealing(() => graphQLError(message, 'TOO_MANY_REQUESTS'));
    const { user } = await renderApp('/property/p1');
    await user.click(await screen.findByRole('button', { name: 'View Phone Number' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });
});
