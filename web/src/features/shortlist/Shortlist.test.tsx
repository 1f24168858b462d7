import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { listingCard } from '../../test/listing-fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { hit, searchListingsHandler, searchResult } from '../../test/search-handlers';
import { graphQLError, sessionPayload, sessionUser, signedInAs } from '../../test/session';

const LOCAL_KEY = 'nivaas.shortlist';
const results = [hit({ id: 'p1', title: 'Saanjh Girls PG' }), hit({ id: 'p2', title: 'Lotus Ladies PG' })];
const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]') as string[];
const headerLink = () => within(screen.getByRole('banner')).getByRole('link', { name: /^My Shortlist/ });

/** Answers the shortlist page's listings from `catalogue`, in the order asked, like the gateway. */
function listingsHandler(catalogue: Array<ReturnType<typeof listingCard>>, asked: string[][] = []) {
  return graphql.query('ShortlistListings', ({ variables }) => {
    asked.push(variables.ids as string[]);
    const ids = variables.ids as string[];
    return HttpResponse.json({ data: { propertiesByIds: ids.flatMap((id) => catalogue.filter((listing) => listing.id === id)) } });
  });
}

// Whole pages in jsdom on a busy two-core machine: room per test.
jest.setTimeout(45000);

describe('the heart, for a visitor who is not signed in', () => {
  it('keeps the shortlist in this browser, every heart and the header follow, and the Shortlist page shows it', async () => {
    server.use(
      searchListingsHandler(() => searchResult(results)),
      listingsHandler([listingCard({ id: 'p1', title: 'Saanjh Girls PG' })]),
    );
    const { user } = await renderApp('/search-list');
    const heart = await screen.findByRole('button', { name: 'Add to shortlist: Saanjh Girls PG' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(headerLink()).toHaveAccessibleName('My Shortlist');

    // No request is made (an unanswered one would fail the test): the list lives in the browser.
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove from shortlist: Saanjh Girls PG');
    expect(screen.getByRole('button', { name: 'Add to shortlist: Lotus Ladies PG' })).toHaveAttribute('aria-pressed', 'false');
    expect(headerLink()).toHaveAccessibleName('My Shortlist, 1 listing');
    expect(stored()).toEqual(['p1']);

    await user.click(headerLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Shortlist' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Shortlisted listings' });
    expect(within(list).getByRole('link', { name: /View Details: Saanjh Girls PG/ })).toHaveAttribute('href', '/property/p1');
    expect(screen.getByText(/Your shortlist is kept in this browser/)).toBeInTheDocument();

    // Taken off here, it leaves the page at once.
    await user.click(within(list).getByRole('button', { name: 'Remove from shortlist: Saanjh Girls PG' }));
    expect(await screen.findByRole('heading', { name: 'Your shortlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a PG' })).toHaveAttribute('href', '/search-list');
    expect(stored()).toEqual([]);
  });

  it('leaves out listings that were removed or unpublished, without an error, and forgets them', async () => {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(['p2', 'gone', 'p1']));
    server.use(listingsHandler([listingCard({ id: 'p1', title: 'Saanjh Girls PG' }), listingCard({ id: 'p2', title: 'Lotus Ladies PG' })]));
    await renderApp('/shortlist');
    const list = await screen.findByRole('list', { name: 'Shortlisted listings' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Lotus Ladies PG', 'Saanjh Girls PG']);
    expect(screen.getByText('2 listings on your shortlist')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual(['p2', 'p1']));
  });

  it('says what to do on an empty Shortlist page', async () => {
    await renderApp('/shortlist');
    expect(await screen.findByRole('heading', { name: 'Your shortlist is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Tap the heart on any PG or hostel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?back=%2Fshortlist');
  });
});

describe('the heart, signed in', () => {
  it("changes the account's shortlist on the server, and every heart follows", async () => {
    signedInAs('user');
    const sent: Array<[string, unknown]> = [];
    let ids: string[] = ['p2'];
    server.use(
      searchListingsHandler(() => searchResult(results)),
      graphql.query('ShortlistIds', () => HttpResponse.json({ data: { shortlistedIds: ids } })),
      graphql.mutation('AddToShortlist', ({ variables }) => {
        sent.push(['add', variables.propertyId]);
        ids = [variables.propertyId as string, ...ids];
        return HttpResponse.json({ data: { addToShortlist: ids } });
      }),
      graphql.mutation('RemoveFromShortlist', ({ variables }) => {
        sent.push(['remove', variables.propertyId]);
        ids = ids.filter((id) => id !== variables.propertyId);
        return HttpResponse.json({ data: { removeFromShortlist: ids } });
      }),
    );
    const { user } = await renderApp('/search-list');
    // The account's own shortlist shows on the cards.
    expect(await screen.findByRole('button', { name: 'Remove from shortlist: Lotus Ladies PG' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Add to shortlist: Saanjh Girls PG' }));
    expect(await screen.findByRole('button', { name: 'Remove from shortlist: Saanjh Girls PG' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('My Shortlist, 2 listings'));
    await user.click(screen.getByRole('button', { name: 'Remove from shortlist: Lotus Ladies PG' }));
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('My Shortlist, 1 listing'));
    expect(sent).toEqual([
      ['add', 'p1'],
      ['remove', 'p2'],
    ]);
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
  });

  it('says so when the shortlist is full, and the heart stays off', async () => {
    signedInAs('user');
    server.use(
      searchListingsHandler(() => searchResult(results)),
      graphql.mutation('AddToShortlist', () => graphQLError(SHORTLIST_MESSAGES.full, 'CONFLICT')),
    );
    const { user } = await renderApp('/search-list');
    await user.click(await screen.findByRole('button', { name: 'Add to shortlist: Saanjh Girls PG' }));
    expect(await screen.findByText(SHORTLIST_MESSAGES.full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to shortlist: Saanjh Girls PG' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("adds the browser's shortlist to the account at sign-in, then forgets it here", async () => {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(['p1', 'p2']));
    let merged: unknown;
    server.use(
      graphql.mutation('Login', () => HttpResponse.json({ data: { login: sessionPayload(sessionUser('user'), 'fresh-token') } })),
      graphql.mutation('MergeShortlist', ({ variables }) => {
        merged = variables.propertyIds;
        return HttpResponse.json({ data: { mergeShortlist: ['p1', 'p2', 'p9'] } });
      }),
      listingsHandler([
        listingCard({ id: 'p1', title: 'Saanjh Girls PG' }),
        listingCard({ id: 'p2', title: 'Lotus Ladies PG' }),
        listingCard({ id: 'p9', title: 'Kept PG' }),
      ]),
    );
    const { user, router } = await renderApp('/login');
    const form = within(screen.getByRole('form', { name: 'Login' }));
    await user.type(form.getByLabelText('Email'), 'user@nivaas.test');
    await user.type(form.getByLabelText('Password'), 'secret12');
    await user.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(merged).toEqual(['p1', 'p2']));
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEY)).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('My Shortlist, 3 listings'));
    await user.click(headerLink());
    const list = await screen.findByRole('list', { name: 'Shortlisted listings' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Saanjh Girls PG', 'Lotus Ladies PG', 'Kept PG']);
    expect(screen.queryByText(/kept in this browser/)).not.toBeInTheDocument();
  });
});

describe('a listing removed since it was shortlisted', () => {
  it('shows as removed on the Shortlist page, with a search in its city, until the seeker takes it off', async () => {
    signedInAs('user');
    let removed = [{ __typename: 'RemovedListing', id: 'p9', title: 'Banyan Court Boys PG', city: 'Jaipur', locality: 'Jagatpura' }];
    const sent: unknown[] = [];
    server.use(
      graphql.query('ShortlistIds', () => HttpResponse.json({ data: { shortlistedIds: ['p1'] } })),
      listingsHandler([listingCard({ id: 'p1', title: 'Saanjh Girls PG' })]),
      graphql.query('ShortlistRemoved', () => HttpResponse.json({ data: { shortlistRemoved: removed } })),
      graphql.mutation('RemoveFromShortlist', ({ variables }) => {
        sent.push(variables.propertyId);
        removed = removed.filter((entry) => entry.id !== variables.propertyId);
        return HttpResponse.json({ data: { removeFromShortlist: ['p1'] } });
      }),
    );
    const { user } = await renderApp('/shortlist');
    const section = within(await screen.findByRole('region', { name: LISTING_REMOVED_TEXT.shortlistHeading }));
    const entry = within(section.getByRole('listitem'));
    expect(entry.getByRole('heading', { name: 'Banyan Court Boys PG' })).toBeInTheDocument();
    expect(entry.getByText(`Jagatpura, Jaipur · ${LISTING_REMOVED_TEXT.removed}`)).toBeInTheDocument();
    // Its page is gone: no link to it, a search in its city instead.
    expect(entry.queryByRole('link', { name: 'Banyan Court Boys PG' })).not.toBeInTheDocument();
    expect(entry.getByRole('link', { name: 'Search PGs in Jaipur' })).toHaveAttribute('href', '/search-list?city=Jaipur');
    // The listings still there are shown as before.
    expect(await screen.findByRole('heading', { name: 'Saanjh Girls PG' })).toBeInTheDocument();

    await user.click(entry.getByRole('button', { name: 'Remove from shortlist: Banyan Court Boys PG' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: LISTING_REMOVED_TEXT.shortlistHeading })).not.toBeInTheDocument());
    expect(sent).toEqual(['p9']);
    expect(screen.getByRole('heading', { name: 'Saanjh Girls PG' })).toBeInTheDocument();
  });
});
