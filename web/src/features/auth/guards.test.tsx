import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { sessionPayload, sessionUser, signedInAs } from '../../test/session';

describe('route guards', () => {
  it.each([
    ['/user-profile', '/login'],
    ['/change-password', '/login'],
    ['/add-property', '/login'],
    ['/my-properties', '/login'],
    ['/dashboard', '/dashboard/admin-login'],
    ['/dashboard/users', '/dashboard/admin-login'],
  ])('send an anonymous visitor of %s to %s', async (path, login) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
  });

  it('bring the visitor back to the page they wanted after signing in', async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.json({ data: { login: sessionPayload(sessionUser('user'), 'back-token') } })));
    const { user, router } = await renderApp('/change-password?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    await user.type(form.getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/change-password?tab=1'));
    expect(await screen.findByRole('form', { name: 'Change Password' })).toBeInTheDocument();
  });

  it("bring the visitor back to the page the sign-in address names (a plain link's ?back=), through a detour to Register", async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.json({ data: { login: sessionPayload(sessionUser('user'), 'back-token') } })));
    const { user, router } = await renderApp('/login?back=%2Fabout%3Fpart%3D2%23team');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await user.click(await screen.findByRole('link', { name: 'Login' }));
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    await user.type(form.getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/about', search: '?part=2', hash: '#team' }));
  });

  it('send a signed-in user on to the page the sign-in address names', async () => {
    signedInAs('user');
    const { router } = await renderApp('/login?back=%2Fabout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it.each(['/login', '/register'])('send a signed-in user on from %s', async (path) => {
    signedInAs('user');
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('show a signed-in user with the wrong role a 403 page with a way out', async () => {
    signedInAs('user');
    await renderApp('/my-properties');
    expect(await screen.findByText('Error 403')).toBeInTheDocument();
    expect(screen.getByText(/only for property owners and Nivaas administrators/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    // A seeker is shown the way to list a property with this account.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Post Your Property' })).toHaveAttribute('href', '/add-property');
  });

  it('keep users and owners out of the dashboard', async () => {
    signedInAs('owner');
    await renderApp('/dashboard');
    expect(await screen.findByText('Error 403')).toBeInTheDocument();
    expect(screen.getByText(/only for Nivaas administrators/)).toBeInTheDocument();
  });

  it.each(['owner', 'admin'] as const)('let an %s into the owner pages', async (role) => {
    signedInAs(role);
    await renderApp('/add-property');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add property' })).toBeInTheDocument();
    expect(screen.queryByText('Error 403')).not.toBeInTheDocument();
  });

  it('let any signed-in user edit their profile', async () => {
    signedInAs('user');
    await renderApp('/user-profile');
    expect(await screen.findByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
