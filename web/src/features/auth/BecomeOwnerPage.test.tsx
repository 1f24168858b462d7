import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { BECOME_OWNER_TEXTS } from '../../../../shared/domain/become-owner';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { graphQLError, sessionUser, signedInAs } from '../../test/session';

// The add-property form is long and jsdom is slow on a busy two-core machine.
jest.setTimeout(45000);

describe("Post Your Property for a seeker's account", () => {
  it('offers to make it an owner account, says what changes, and then opens the add-property form', async () => {
    signedInAs('user', { id: 'seeker-1' });
    let asked = 0;
    server.use(
      graphql.mutation('BecomeOwner', () => {
        asked += 1;
        return HttpResponse.json({
          data: {
            becomeOwner: sessionUser('owner', { id: 'seeker-1', name: 'Priya Verma', fullName: 'Priya Verma', email: 'user@nivaas.test' }),
          },
        });
      }),
    );
    const { user, router } = await renderApp('/');
    await screen.findByTestId('user-menu-trigger');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Post Your Property' }));

    expect(await screen.findByRole('heading', { level: 1, name: BECOME_OWNER_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByText('Error 403')).not.toBeInTheDocument();
    for (const change of BECOME_OWNER_TEXTS.changes) expect(screen.getByText(change)).toBeInTheDocument();
    expect(asked).toBe(0);

    await user.click(screen.getByRole('button', { name: BECOME_OWNER_TEXTS.confirm }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add property' })).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(router.state.location.pathname).toBe('/add-property');
    expect(screen.getByText(BECOME_OWNER_TEXTS.done)).toBeInTheDocument();
    // The session now is an owner's: the account menu has the owner's pages.
    await user.hover(screen.getByTestId('user-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: 'My Properties' })).toBeInTheDocument();
  });

  it('keeps the account as it is when the seeker says not now, and shows the error when the change fails', async () => {
    signedInAs('user');
    server.use(graphql.mutation('BecomeOwner', () => graphQLError('Only a seeker account can become an owner account.', 'FORBIDDEN')));
    const { user, router } = await renderApp('/about');
    await screen.findByTestId('user-menu-trigger');
    await router.navigate('/add-property');
    await user.click(await screen.findByRole('button', { name: BECOME_OWNER_TEXTS.confirm }));
    expect(await screen.findByText('Only a seeker account can become an owner account.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-property');
    await user.click(screen.getByRole('button', { name: BECOME_OWNER_TEXTS.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
