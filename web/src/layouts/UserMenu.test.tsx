import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { renderApp, type RenderedApp } from '../test/render';
import { signedInAs } from '../test/session';

// The top bar is desktop-only (a CSS breakpoint jsdom does not apply), hence `hidden: true`.
const desktopOnly = { hidden: true };

async function openByHover(user: RenderedApp['user']) {
  const trigger = await screen.findByTestId('user-menu-trigger');
  await user.hover(trigger);
  return screen.findByRole('menu', desktopOnly);
}

/** An owner's account items, in the dropdown and the side menu alike. */
const OWNER_ITEMS = [
  'My Profile',
  'Change Password',
  'My Enquiries',
  'My Shortlist',
  'My Saved Searches',
  'Add Property',
  'My Properties',
  'Leads',
  'Logout',
];

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem', desktopOnly)
    .map((item) => item.textContent);

describe('the signed-in header', () => {
  it("shows the user's name instead of Login / Signin", async () => {
    signedInAs('user', { fullName: 'Priya Verma' });
    await renderApp('/about');
    const topBar = screen.getByTestId('top-bar');
    expect(await within(topBar).findByTestId('user-menu-trigger')).toHaveTextContent('Priya Verma');
    expect(within(topBar).queryByText('Signin')).not.toBeInTheDocument();
  });

  it('opens the dropdown on hover: name, email, My Profile, Change Password, My Enquiries, My Shortlist, My Saved Searches, Post Your Property, Logout for a user', async () => {
    signedInAs('user', { fullName: 'Priya Verma', email: 'priya@nivaas.test' });
    const { user } = await renderApp('/about');
    const menu = await openByHover(user);
    expect(within(menu).getByText('Priya Verma')).toBeInTheDocument();
    expect(within(menu).getByText('priya@nivaas.test')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual([
      'My Profile',
      'Change Password',
      'My Enquiries',
      'My Shortlist',
      'My Saved Searches',
      'Post Your Property',
      'Logout',
    ]);
  });

  it('for an account with no e-mail, shows its mobile number and offers no Change Password', async () => {
    signedInAs('user', { fullName: 'Asha Rao', email: null, contactNumber: '9876543210', phoneVerified: true });
    const { user } = await renderApp('/about');
    const menu = await openByHover(user);
    expect(within(menu).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual(['My Profile', 'My Enquiries', 'My Shortlist', 'My Saved Searches', 'Post Your Property', 'Logout']);
  });

  it('adds Add Property, My Properties and Leads for an owner', async () => {
    signedInAs('owner');
    const { user } = await renderApp('/about');
    expect(itemNames(await openByHover(user))).toEqual(OWNER_ITEMS);
  });

  it('adds Leads and the Dashboard for an admin', async () => {
    signedInAs('admin');
    const { user } = await renderApp('/about');
    expect(itemNames(await openByHover(user))).toEqual([
      'My Profile',
      'Change Password',
      'My Enquiries',
      'My Shortlist',
      'My Saved Searches',
      'Leads',
      'Dashboard',
      'Logout',
    ]);
  });

  it('counts all that waits on the account button and beside the menu button: answered enquiries, and leads for an owner', async () => {
    server.use(
      graphql.query('UnreadLeads', () => HttpResponse.json({ data: { unreadLeads: 2 } })),
      graphql.query('UnreadEnquiries', () => HttpResponse.json({ data: { unreadEnquiries: 1 } })),
    );
    signedInAs('owner', { fullName: 'Rakesh Sharma' });
    await renderApp('/about');
    const trigger = await screen.findByTestId('user-menu-trigger');
    await waitFor(() => expect(trigger).toHaveTextContent('Rakesh Sharma3 unread'));
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(menuButton.parentElement).toHaveTextContent('3 unread'));
  });

  it("counts only a seeker's answered enquiries: a seeker has no leads", async () => {
    const leadsAsked = jest.fn();
    server.use(
      graphql.query('UnreadLeads', () => {
        leadsAsked();
        return HttpResponse.json({ data: { unreadLeads: 5 } });
      }),
      graphql.query('UnreadEnquiries', () => HttpResponse.json({ data: { unreadEnquiries: 1 } })),
    );
    signedInAs('user', { fullName: 'Priya Verma' });
    await renderApp('/about');
    const trigger = await screen.findByTestId('user-menu-trigger');
    await waitFor(() => expect(trigger).toHaveTextContent('Priya Verma1 unread'));
    expect(screen.getByRole('button', { name: 'Open menu' }).parentElement).toHaveTextContent('1 unread');
    expect(leadsAsked).not.toHaveBeenCalled();
  });

  it('opens from the keyboard too, and its items are links', async () => {
    signedInAs('owner');
    const { user, router } = await renderApp('/about');
    const trigger = await screen.findByTestId('user-menu-trigger');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', desktopOnly);
    const addProperty = within(menu).getByRole('menuitem', { name: 'Add Property', ...desktopOnly });
    expect(addProperty).toHaveAttribute('href', '/add-property');
    await user.click(addProperty);
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-property'));
  });

  it('closes when an item is chosen right after the hover opened it', async () => {
    signedInAs('user');
    const { user, router } = await renderApp('/about');
    const menu = await openByHover(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'My Saved Searches', ...desktopOnly }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-searches'));
    await waitFor(() => expect(screen.queryByRole('menu', desktopOnly)).not.toBeInTheDocument());
  });

  it('keeps an item pressed right after the pointer left the name, its way into the menu unseen, until it is released', async () => {
    signedInAs('user');
    const { user, router } = await renderApp('/about');
    const menu = await openByHover(user);
    const logout = within(menu).getByRole('menuitem', { name: 'Logout', ...desktopOnly });
    // (React reads a pointer's leave from the `pointerout` of where it was.)
    fireEvent.pointerOut(screen.getByTestId('user-menu-trigger'), { pointerType: 'mouse', relatedTarget: document.body });
    fireEvent.pointerDown(logout, { pointerType: 'mouse' });
    // Longer than the close delay the pointer's leave started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(menu).toHaveAttribute('data-state', 'open');
    fireEvent.pointerUp(logout, { pointerType: 'mouse' });
    fireEvent.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login', ...desktopOnly })).toBeInTheDocument();
  });

  it('lists the same items in the side menu on small screens', async () => {
    signedInAs('owner', { fullName: 'Rakesh Sharma', email: 'rakesh@nivaas.test' });
    const { user } = await renderApp('/about');
    await screen.findByTestId('user-menu-trigger');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Rakesh Sharma')).toBeInTheDocument();
    expect(within(drawer).getByText('rakesh@nivaas.test')).toBeInTheDocument();
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(OWNER_ITEMS);
    expect(within(drawer).queryByRole('link', { name: 'Signin' })).not.toBeInTheDocument();
  });

  it('shows a user no owner items in the side menu, but Post Your Property', async () => {
    signedInAs('user');
    const { user } = await renderApp('/about');
    await screen.findByTestId('user-menu-trigger');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Profile', 'Change Password', 'My Enquiries', 'My Shortlist', 'My Saved Searches', 'Post Your Property', 'Logout']);
  });
});
