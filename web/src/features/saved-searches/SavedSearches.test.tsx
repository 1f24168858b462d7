import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SAVED_SEARCH_MESSAGES } from '../../../../shared/domain/saved-searches';
import { ALERT_MESSAGES } from '../../../../shared/domain/saved-search-alerts';
import type { SavedSearchAlertFrequency, SavedSearchFieldsFragment } from '../../generated/back-office/graphql';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult, suggestionsHandler } from '../../test/search-handlers';
import { heldAnswer } from '../../test/held-answer';
import { signedInAs } from '../../test/session';
import { SESSION_UNREACHABLE } from '../auth/auth-context';

jest.setTimeout(45000);

const SEARCH = '/search-list?city=Jaipur&hostelType=girls_hostel&priceMax=7999&amenities=meals';
const QUERY = 'city=Jaipur&hostelType=girls_hostel&priceMax=7999&amenities=meals';

function saved(overrides: Partial<SavedSearchFieldsFragment>): SavedSearchFieldsFragment & { __typename: string } {
  return {
    __typename: 'SavedSearch',
    id: 's1',
    name: 'Girls · Jaipur',
    query: 'city=Jaipur&hostelType=girls_hostel',
    paused: false,
    newMatches: 0,
    lastOpenedAt: '2026-11-30T08:00:00.000Z',
    alertFrequency: 'daily',
    alertBySms: false,
    lastAlertedAt: null,
    ...overrides,
  };
}

function onSave(asked: Array<Record<string, unknown>>, alreadySaved = false) {
  return graphql.mutation('SaveSearch', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({
      data: {
        saveSearch: { __typename: 'SaveSearchResult', alreadySaved, savedSearch: saved({ name: String(variables.name), query: QUERY }) },
      },
    });
  });
}

beforeEach(() => {
  window.localStorage.clear();
  server.use(
    searchListingsHandler(() => searchResult([hit({ id: 'p1', title: 'Saanjh Girls PG' }, null)], { total: 1 })),
    suggestionsHandler,
  );
});

describe('Save this search', () => {
  it("asks the name, made from the search's parts, checks it, and saves the page's search", async () => {
    signedInAs('user');
    const asked: Array<Record<string, unknown>> = [];
    server.use(onSave(asked));
    const { user } = await renderApp(SEARCH);
    await user.click(await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.save }));
    const dialog = within(await screen.findByRole('dialog', { name: SAVED_SEARCH_MESSAGES.save }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Girls · Jaipur · under ₹7,999 · Meals');

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.type(name, 'Near college');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    expect(asked).toEqual([{ name: 'Near college', query: QUERY }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers a tap made while the stored session is still being checked once it is known: the dialog, not the login screen', async () => {
    const user = signedInAs('user');
    const me = heldAnswer();
    server.use(
      graphql.query('Me', async () => {
        await me.released;
        return HttpResponse.json({ data: { me: user } });
      }),
    );
    const { user: tester, router } = await renderApp(SEARCH);
    const button = await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.save });
    await tester.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    me.release();
    expect(await screen.findByRole('dialog', { name: SAVED_SEARCH_MESSAGES.save })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search-list');
  });

  it('says so when the session cannot be checked (offline), and checks it again, instead of sending a signed-in seeker to log in', async () => {
    signedInAs('user');
    let asked = 0;
    server.use(
      graphql.query('Me', () => {
        asked++;
        return HttpResponse.error();
      }),
    );
    const { user, router } = await renderApp(SEARCH);
    const button = await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.save });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    const before = asked;
    await user.click(button);
    expect(await screen.findByText(SESSION_UNREACHABLE)).toBeInTheDocument();
    await waitFor(() => expect(asked).toBeGreaterThan(before));
    expect(router.state.location.pathname).toBe('/search-list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visitor who is signed out to log in, and saves the search when they come back', async () => {
    const { user, router } = await renderApp(SEARCH);
    await user.click(await screen.findByRole('button', { name: SAVED_SEARCH_MESSAGES.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/search-list', search: `?${QUERY}`, hash: '#save-search' },
    });
  });

  it('back from signing in, saves the search once under its name and takes the request off the address', async () => {
    signedInAs('user');
    const asked: Array<Record<string, unknown>> = [];
    server.use(onSave(asked, true));
    const { router } = await renderApp(`${SEARCH}#save-search`);
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.alreadySaved)).toBeInTheDocument();
    expect(asked).toEqual([{ name: 'Girls · Jaipur · under ₹7,999 · Meals', query: QUERY }]);
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.search).toBe(`?${QUERY}`);
  });
});

describe('My saved searches', () => {
  const list = [
    saved({ id: 's1', name: 'Girls · Jaipur', newMatches: 3 }),
    saved({ id: 's2', name: 'Pune under ₹8,000', query: 'city=Pune&priceMax=7999', newMatches: 0 }),
    saved({ id: 's3', name: 'Single rooms', query: 'sharingType=single', paused: true, newMatches: 5 }),
  ];

  it('lists them with what is new, and opens, renames, pauses and deletes them', async () => {
    signedInAs('user');
    const calls: Array<[string, Record<string, unknown>]> = [];
    server.use(
      graphql.query('SavedSearches', () => HttpResponse.json({ data: { savedSearches: list } })),
      graphql.mutation('OpenSavedSearch', ({ variables }) => {
        calls.push(['open', variables]);
        return HttpResponse.json({ data: { openSavedSearch: { ...list[0], newMatches: 0 } } });
      }),
      graphql.mutation('RenameSavedSearch', ({ variables }) => {
        calls.push(['rename', variables]);
        return HttpResponse.json({ data: { renameSavedSearch: { ...list[1], name: variables.name } } });
      }),
      graphql.mutation('SetSavedSearchPaused', ({ variables }) => {
        calls.push(['pause', variables]);
        return HttpResponse.json({ data: { setSavedSearchPaused: { ...list[2], paused: variables.paused } } });
      }),
      graphql.mutation('DeleteSavedSearch', ({ variables }) => {
        calls.push(['delete', variables]);
        return HttpResponse.json({ data: { deleteSavedSearch: ['s1', 's3'] } });
      }),
    );
    const { user, router } = await renderApp('/saved-searches');
    const savedList = () => screen.getByRole('list', { name: 'Saved searches' });
    await screen.findByRole('list', { name: 'Saved searches' });
    const items = within(savedList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByText('3 saved searches of 20')).toBeInTheDocument();
    expect(within(items[0]).getByRole('heading', { name: 'Girls · Jaipur' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Jaipur · Girls Hostel')).toBeInTheDocument();
    expect(within(items[0]).getByText('3 new listings')).toBeInTheDocument();
    expect(within(items[1]).getByText('No new listings since you last looked')).toBeInTheDocument();
    expect(within(items[2]).getByText('Paused')).toBeInTheDocument();

    // Rename: the name's rules, then the new name in the list.
    await user.click(within(items[1]).getByRole('button', { name: 'Rename Pune under ₹8,000' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename saved search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Pune, near office');
    await user.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Pune, near office' })).toBeInTheDocument();

    // Resume the paused one.
    await user.click(within(items[2]).getByRole('button', { name: 'Resume Single rooms' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.resumed)).toBeInTheDocument();
    expect(await within(items[2]).findByText('5 new listings')).toBeInTheDocument();

    // Delete, after asking.
    await user.click(screen.getByRole('button', { name: 'Delete Pune, near office' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete “Pune, near office”?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(within(savedList()).getAllByRole('listitem')).toHaveLength(2));

    // Open: marked opened, and the search's page.
    await user.click(screen.getByRole('button', { name: 'Open Girls · Jaipur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-list'));
    expect(router.state.location.search).toBe('?city=Jaipur&hostelType=girls_hostel');
    expect(calls).toEqual([
      ['rename', { id: 's2', name: 'Pune, near office' }],
      ['pause', { id: 's3', paused: false }],
      ['delete', { id: 's2' }],
      ['open', { id: 's1' }],
    ]);
  });

  it('sets how often alerts come, and by SMS only with a verified number', async () => {
    signedInAs('user', { phoneVerified: false });
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('SavedSearches', () =>
        HttpResponse.json({ data: { savedSearches: [saved({ lastAlertedAt: '2026-12-01T02:30:00.000Z' }), list[2]] } }),
      ),
      graphql.mutation('SetSavedSearchAlerts', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            setSavedSearchAlerts: saved({
              alertFrequency: variables.frequency as SavedSearchAlertFrequency,
              alertBySms: Boolean(variables.bySms),
            }),
          },
        });
      }),
    );
    const { user } = await renderApp('/saved-searches');
    const [first, paused] = within(await screen.findByRole('list', { name: 'Saved searches' })).getAllByRole('listitem');
    expect(within(first).getByText('Last alert sent on 1 December 2026.')).toBeInTheDocument();
    expect(within(paused).getByText('No alerts while paused. Resume it to get them again.')).toBeInTheDocument();
    // No verified number: SMS cannot be chosen, and the page says where to verify it.
    expect(within(first).getByRole('checkbox', { name: 'Also by SMS' })).toBeDisabled();
    expect(within(first).getByRole('link', { name: 'verify your mobile number' })).toHaveAttribute('href', '/user-profile');

    await user.selectOptions(
      within(first).getByRole('combobox', { name: 'Alerts for Girls · Jaipur' }),
      'Alerts: as soon as they are listed',
    );
    expect(await screen.findByText(ALERT_MESSAGES.saved)).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'Alerts for Girls · Jaipur' })).toHaveValue('instant');
    expect(asked).toEqual([{ id: 's1', frequency: 'instant', bySms: false }]);
  });

  it('turns on SMS alerts for a verified number, and says why when the gateway refuses', async () => {
    signedInAs('user', { phoneVerified: true });
    let refuse = true;
    server.use(
      graphql.query('SavedSearches', () => HttpResponse.json({ data: { savedSearches: [saved({})] } })),
      graphql.mutation('SetSavedSearchAlerts', ({ variables }) =>
        refuse
          ? HttpResponse.json({
              errors: [{ message: ALERT_MESSAGES.smsNeedsVerifiedPhone, extensions: { code: 'BAD_USER_INPUT', field: 'bySms' } }],
            })
          : HttpResponse.json({ data: { setSavedSearchAlerts: saved({ alertBySms: Boolean(variables.bySms) }) } }),
      ),
    );
    const { user } = await renderApp('/saved-searches');
    const sms = await screen.findByRole('checkbox', { name: 'Also by SMS' });
    expect(screen.queryByRole('link', { name: 'verify your mobile number' })).not.toBeInTheDocument();
    await user.click(sms);
    expect(await screen.findByText(ALERT_MESSAGES.smsNeedsVerifiedPhone)).toBeInTheDocument();
    expect(sms).not.toBeChecked();
    refuse = false;
    await user.click(sms);
    expect(await screen.findByText(ALERT_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(sms).toBeChecked());
  });

  it("stops a search's alerts from the link in its mail, signed in or not", async () => {
    server.use(
      graphql.mutation('UnsubscribeSavedSearchAlerts', ({ variables }) =>
        variables.token === 'good'
          ? HttpResponse.json({ data: { unsubscribeSavedSearchAlerts: 'Girls · Jaipur' } })
          : HttpResponse.json({ errors: [{ message: ALERT_MESSAGES.unsubscribeInvalid, extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    await renderApp('/saved-searches/unsubscribe?token=good');
    // Said as a status (the spinner before it is one too, labelled 'Working').
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ALERT_MESSAGES.unsubscribed));
    expect(screen.getByRole('heading', { name: 'Stop alerts' })).toBeInTheDocument();
  });

  it('says plainly when an unsubscribe link is not valid', async () => {
    server.use(
      graphql.mutation('UnsubscribeSavedSearchAlerts', () =>
        HttpResponse.json({ errors: [{ message: ALERT_MESSAGES.unsubscribeInvalid, extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    await renderApp('/saved-searches/unsubscribe?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unsubscribeInvalid);
  });

  it('says how to save one when there is none', async () => {
    signedInAs('user');
    server.use(graphql.query('SavedSearches', () => HttpResponse.json({ data: { savedSearches: [] } })));
    await renderApp('/saved-searches');
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'search page' })).toHaveAttribute('href', '/search-list');
  });
});
