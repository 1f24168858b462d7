import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { adminStatsFixture } from '../../test/admin-stats';
import { server } from '../../test/msw-server';
import { renderApp, type RenderedApp } from '../../test/render';
import { graphQLError, sessionPayload, sessionUser } from '../../test/session';

const form = () => within(screen.getByRole('form', { name: 'Admin login' }));

async function submit(user: RenderedApp['user'], email = 'admin@nivaas.test', password = 'admin-pass') {
  await user.type(form().getByLabelText('Email'), email);
  await user.type(form().getByLabelText('Password'), password);
  await user.click(form().getByRole('button', { name: 'Login as Admin' }));
}

describe('Admin login', () => {
  it("has its own rules: 'Email is required', 'Invalid email', 'Password is required', no length bounds", async () => {
    const { user } = await renderApp('/dashboard/admin-login');
    expect(form().queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(form().getByLabelText('Email'));
    await user.tab();
    expect(await form().findByText('Email is required')).toBeInTheDocument();
    await user.type(form().getByLabelText('Email'), 'admin@');
    expect(await form().findByText('Invalid email')).toBeInTheDocument();
    await user.click(form().getByLabelText('Password'));
    await user.tab();
    expect(await form().findByText('Password is required')).toBeInTheDocument();
    await user.type(form().getByLabelText('Password'), 'abc');
    await waitFor(() => expect(form().queryByText(/Password must be/)).not.toBeInTheDocument());
  });

  it("lets an admin in: 'Admin Login Success!' and the dashboard", async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('Login', ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { login: sessionPayload(sessionUser('admin'), 'admin-token') } });
      }),
      graphql.query('AdminStats', () => HttpResponse.json({ data: { adminStats: adminStatsFixture('LAST_7_DAYS', { newListings: 42 }) } })),
    );
    const { user, router } = await renderApp('/dashboard/admin-login');
    await submit(user);
    expect(await screen.findByText('Admin Login Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent).toEqual({ email: 'admin@nivaas.test', password: 'admin-pass', role: 'admin' });
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('admin-token');
  });

  it("refuses everyone else with 'Access denied: Not an admin.' and keeps no session", async () => {
    server.use(graphql.mutation('Login', () => graphQLError('Access denied: Not an admin.', 'FORBIDDEN')));
    const { user, router } = await renderApp('/dashboard/admin-login');
    await submit(user, 'owner@nivaas.test', 'secret12');
    expect(await screen.findByText('Access denied: Not an admin.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/admin-login');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('also refuses a session whose role is not admin, whatever the server said', async () => {
    server.use(
      graphql.mutation('Login', () => HttpResponse.json({ data: { login: sessionPayload(sessionUser('owner'), 'owner-token') } })),
    );
    const { user } = await renderApp('/dashboard/admin-login');
    await submit(user);
    expect(await screen.findByText('Access denied: Not an admin.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
