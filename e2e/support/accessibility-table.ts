import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityProblemsNow, screenDrawn } from './accessibility';
import { PHONE, baseUrl, launchBrowser, navigateInApp, openPage } from './browser';
import { fromDatabase, sampleOwnersListing } from './database';
import { wakeAllIslands } from './hydration';
import { openPageAs, openSignedInPage, registerByApi, sampleToken, uniqueEmail } from './session';

/**
 * Every screen, and every state of one that people stop at (a dialog open, a form showing its
 * errors, a heart pressed), checked with axe-core against WCAG 2.1 A and AA and for sideways
 * scrolling, at 1280px and on a 360px phone: one row of SCREENS each. The 13 public pages are
 * checked as they are hydrated, in public-pages.test.ts.
 *
 * One browser context per role and width: a role's rows run in order on one page. A row goes to
 * its screen as the app's links do when the row above left its screen as loaded, and loads it
 * afresh after a row that changed it (a dialog open) or as a role's first; a state that goes on
 * from the row above (a form, then its errors) stays on it.
 * One test per row and width: a failure names both, and each has the whole test timeout. Each
 * width is a journey file of its own (accessibility-1280, accessibility-360): the two run side by
 * side on the journeys' two workers.
 */

/** Who looks: the sample accounts, nobody, or a seeker made for this file (one who never owned). */
type Role = 'anonymous' | 'user' | 'seeker' | 'owner' | 'admin';

/** What the rows' addresses (`:name`) and states need from the sample data, read once (beforeAll). */
interface Places {
  /** A listing with at least two photos (the photo viewer), and how many. */
  listingWithPhotos: string;
  photos: number;
  /** The best-rated listing in Jaipur, and its owner (ratings, issue 12). */
  topRatedListing: string;
  topRatedOwner: string;
  /** The sample owner's newest listing (the sample seeker's visits are booked on it), and account. */
  ownersListing: string;
  /** Its title (it has a visit to come: its Delete dialog says so). */
  ownersListingTitle: string;
  ownersAccount: string;
  /** A draft blog post. */
  draft: string;
}

/**
 * Brings the screen to the state checked. Most load their screen afresh; `goesOn` ones go on from
 * the state the row above left (on the same address), and `phoneOnly` ones exist on a phone only.
 */
type State = ((page: Page, at: Places) => Promise<void>) & { goesOn?: true; phoneOnly?: true };
const asLoaded: State = async () => undefined;
const goingOn = (state: State): State => Object.assign(state, { goesOn: true as const });
const onPhoneOnly = (state: State): State => Object.assign(state, { phoneOnly: true as const });

/** Finds a part of a page (or of a part of it: the photo viewer). */
type Find = (where: Page | Locator, at: Places) => Locator;
type RoleOptions = Omit<NonNullable<Parameters<Page['getByRole']>[1]>, 'name'>;
const role =
  (kind: Parameters<Page['getByRole']>[0], name: string | RegExp, options: RoleOptions = {}): Find =>
  (where) =>
    where.getByRole(kind, { name, ...options });
const text =
  (pattern: RegExp | string): Find =>
  (where) =>
    where.getByText(pattern);
const first =
  (find: Find): Find =>
  (where, at) =>
    find(where, at).first();
const inPhotoViewer =
  (find: Find): Find =>
  (page, at) =>
    find(page.getByRole('dialog', { name: /^Photos of / }), at);

/** Waits until a part shows (a state that loads after its screen: a rejected listing's reason). */
const see =
  (shown: Find): State =>
  async (page, at) => {
    await shown(page, at).waitFor();
  };
/** Clicks what opens a state and waits until it shows. */
const clickAndSee =
  (control: Find, shown: Find): State =>
  async (page, at) => {
    await control(page, at).click();
    await shown(page, at).waitFor();
  };
/** Sends a dialog's form empty and waits for its error (the report and reject dialogs). */
const sendEmpty =
  (opener: string, dialog: Find, send: string): State =>
  async (page, at) => {
    await page.getByRole('button', { name: opener, exact: true }).first().click();
    await dialog(page, at).getByRole('button', { name: send }).click();
    await dialog(page, at).getByText('Choose a reason').waitFor();
  };
const fillAndSee =
  (field: Find, value: string, shown: Find): State =>
  async (page, at) => {
    await field(page, at).fill(value);
    await shown(page, at).waitFor();
  };

// The states of the rows below.
const openPhotoViewer = clickAndSee(
  (page, at) => page.getByRole('button', { name: `Open photo 1 of ${at.photos} full screen` }),
  inPhotoViewer((viewer, at) => viewer.getByText(`1 / ${at.photos}`)),
);
const zoomIn = goingOn(
  clickAndSee(inPhotoViewer(role('button', 'Zoom in')), inPhotoViewer(role('button', 'Zoom out', { disabled: false }))),
);
const openShareMenu = clickAndSee(role('button', 'Share', { exact: true }), role('menuitem', 'Copy link'));
const pressedHeart = first(role('button', /^Remove from shortlist: /, { pressed: true }));
/**
 * On a page of islands the hearts are the server's anonymous HTML until their island wakes (for a
 * visitor with a shortlist, once the page is idle): woken first, so the heart clicked is one this
 * visitor has not pressed yet.
 */
const pressAHeart: State = async (page, at) => {
  await wakeAllIslands(page);
  await clickAndSee(first(role('button', /^Add to shortlist: /)), pressedHeart)(page, at);
};
const openBookingForm = goingOn(clickAndSee(role('button', 'Pick a day and time'), role('form', 'Book a visit')));
const reportEmpty = sendEmpty('Report this listing', role('dialog', 'Report this listing'), 'Send report');
const offerShown = see(role('heading', 'List your property with this account'));
const rejectedReason = see(first(text(/^Why it was rejected:/)));
const openDeleteWithVisit = clickAndSee(
  (page, at) => page.getByRole('button', { name: `Delete ${at.ownersListingTitle}`, exact: true }),
  text(/still to come here/),
);
const openProposalForm = goingOn(clickAndSee(first(role('button', 'Propose another time')), role('form', 'Propose another time')));
const openNotifications = goingOn(clickAndSee(role('button', /items? waiting$/), role('navigation', 'Waiting for you')));
const searchResults = goingOn(async (page, at) => {
  await page.keyboard.press('Escape');
  await fillAndSee(role('combobox', 'Search users, listings and posts'), 'Nivaas', (page) => page.getByRole('listbox'))(page, at);
});
const openDashboardMenu = onPhoneOnly(
  clickAndSee(role('button', 'Open the dashboard menu'), (page) => page.getByRole('dialog').getByRole('link', { name: 'Audit log' })),
);
const selectOne = goingOn(
  clickAndSee((page) => page.locator('li [data-scope="checkbox"][data-part="control"]').first(), text(/^1 of \d+ waiting selected$/)),
);
const rejectEmpty = sendEmpty('Reject', (page) => page.getByRole('dialog'), 'Reject listing');
const openReplyDialog = clickAndSee(first(role('button', 'Reply by e-mail')), role('dialog', 'Reply by e-mail'));
const openDismissDialog = goingOn(clickAndSee(first(role('button', 'Dismiss', { exact: true })), role('dialog', 'Dismiss the report')));
const openSmsTab = goingOn(clickAndSee(role('tab', 'SMS'), role('tab', 'SMS', { selected: true })));
const invalidPhone = goingOn(fillAndSee(role('textbox', /Contact phone/), '12345', text(/Enter an Indian phone number/)));
const invalidMobile = goingOn(async (page) => {
  // Checked once the field is left (the page validates on blur first).
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
  await page.getByRole('textbox', { name: 'Mobile number' }).blur();
  await page.getByText('Phone number is not valid').waitFor();
});
const openSaveSearch = clickAndSee(role('button', 'Save this search'), role('dialog', 'Save this search'));
/** A mail link's page once the gateway answered (before, a spinner says it is working). */
const linkAnswered = see((page) => page.getByRole('alert'));
const editorLoaded = see((page) => page.locator('#blog-description'));
const openPreview = goingOn(clickAndSee(role('tab', 'Preview'), role('region', 'Preview of the post')));

/**
 * Who looks, at which screen or state, where (`:name`: a place read from the sample data), and
 * the state checked. A new screen is one row. Rows that change what a role keeps (the visitor's
 * shortlist) come last in it.
 */
const SCREENS: Array<[Role, string, string, State]> = [
  ['anonymous', 'search on the map', '/search-list?city=Jaipur&view=map', asLoaded],
  ['anonymous', "search with 'Rating 4+' and 'Top rated'", '/search-list?city=Jaipur&minRating=4&sort=top_rated', asLoaded],
  ['anonymous', "search with 'Only with beds free'", '/search-list?city=Jaipur&bedsFree=true', asLoaded],
  ['anonymous', 'the best-rated listing, with its owner block', '/property/:topRatedListing', asLoaded],
  ['anonymous', "the best-rated listing's owner", '/owners/:topRatedOwner', asLoaded],
  ['anonymous', 'the photo viewer, open', '/property/:listingWithPhotos', openPhotoViewer],
  ['anonymous', 'the photo viewer, zoomed in', '/property/:listingWithPhotos', zoomIn],
  ['anonymous', "a listing's Share menu, open", '/property/:listingWithPhotos', openShareMenu],
  ['anonymous', 'testimonials', '/testimonials', asLoaded],
  ['anonymous', "a newsletter link that doesn't work", '/newsletter/confirm?token=none', linkAnswered],
  ['anonymous', 'Login', '/login', asLoaded],
  ['anonymous', 'Register', '/register', asLoaded],
  ['anonymous', 'the mobile sign-in', '/login/mobile', asLoaded],
  ['anonymous', 'the mobile sign-in, showing a field error', '/login/mobile', invalidMobile],
  ['anonymous', 'Forgot password', '/forgot-password', asLoaded],
  ['anonymous', 'the admin login', '/dashboard/admin-login', asLoaded],
  ['anonymous', 'an empty Shortlist', '/shortlist', asLoaded],
  ['anonymous', "search, a card's heart pressed", '/search-list?city=Jaipur', pressAHeart],
  ['anonymous', "home, a card's heart pressed", '/', pressAHeart],
  ['user', 'a full Shortlist', '/shortlist', asLoaded],
  ['user', 'My enquiries, with visits', '/my-enquiries', asLoaded],
  ['user', 'My saved searches, one with new listings and one paused', '/saved-searches', asLoaded],
  ['user', "search, the 'Save this search' dialog", '/search-list?city=Jaipur&priceMax=7999', openSaveSearch],
  ['user', "a listing, with 'Book a visit'", '/property/:ownersListing', asLoaded],
  ['user', "a listing's booking form", '/property/:ownersListing', openBookingForm],
  ['user', "a listing's report dialog, showing its errors", '/property/:ownersListing', reportEmpty],
  ['seeker', 'the offer to become an owner', '/add-property', offerShown],
  ['owner', 'Post your property', '/add-property', asLoaded],
  ['owner', "My Properties, with each listing's figures, beds free and a rejected listing's reason", '/my-properties', rejectedReason],
  ['owner', 'My Properties, the delete dialog of a listing with a visit to come', '/my-properties', openDeleteWithVisit],
  ['owner', 'Leads, with visit requests', '/my-leads', asLoaded],
  ['owner', 'Leads, the form to propose another time for a visit', '/my-leads', openProposalForm],
  ['owner', 'the profile', '/user-profile', asLoaded],
  ['owner', 'Change password', '/change-password', asLoaded],
  ['admin', 'the dashboard', '/dashboard', asLoaded],
  ['admin', "the header's notification menu", '/dashboard', openNotifications],
  ['admin', "the header's search results", '/dashboard', searchResults],
  ['admin', 'the dashboard menu, open in a drawer', '/dashboard', openDashboardMenu],
  ['admin', 'Users', '/dashboard/users', asLoaded],
  ['admin', "a user's page", '/dashboard/users/:ownersAccount', asLoaded],
  ['admin', 'the audit log', '/dashboard/audit', asLoaded],
  ['admin', 'every listing', '/dashboard/properties', asLoaded],
  ['admin', 'rejected listings', '/dashboard/properties?status=rejected', asLoaded],
  ['admin', 'listings waiting for review', '/dashboard/properties?status=pending', asLoaded],
  ['admin', 'listings waiting for review, one selected', '/dashboard/properties?status=pending', selectOne],
  ['admin', 'the reject dialog, showing its errors', '/dashboard/properties?status=pending', rejectEmpty],
  ['admin', 'the inbox', '/dashboard/messages', asLoaded],
  ['admin', 'the inbox, resolved', '/dashboard/messages?status=resolved', asLoaded],
  ['admin', "the inbox's reply dialog", '/dashboard/messages?kind=message', openReplyDialog],
  ['admin', 'Reports', '/dashboard/reports', asLoaded],
  ['admin', 'Reports, the dismiss dialog', '/dashboard/reports', openDismissDialog],
  ['admin', 'Reports, dismissed', '/dashboard/reports?kind=all&status=dismissed', asLoaded],
  ['admin', 'the outbox', '/dashboard/outbox', asLoaded],
  ['admin', "the outbox's SMS tab", '/dashboard/outbox', openSmsTab],
  ['admin', 'the leaderboard', '/dashboard/leaderboard', asLoaded],
  ['admin', 'the leads report', '/dashboard/sales-report', asLoaded],
  ['admin', 'Settings', '/dashboard/settings', asLoaded],
  ['admin', 'Settings, showing a field error', '/dashboard/settings', invalidPhone],
  ['admin', 'the blog posts', '/dashboard/blog', asLoaded],
  ['admin', 'a new blog post', '/dashboard/blog/new', editorLoaded],
  ['admin', 'a draft blog post', '/dashboard/blog/:draft/edit', editorLoaded],
  ['admin', "a draft blog post's preview", '/dashboard/blog/:draft/edit', openPreview],
];

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', connection: 'close', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The table's tests at one width, in a file of its own per width (accessibility-1280 and -360), so
 * the two run side by side on the journeys' two workers: one browser for the file, one context per
 * role.
 */
export function describeAccessibilityAt(width: string, viewport: { width: number; height: number }): void {
  let browser: Browser;
  let at: Places;
  let seekerToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    seekerToken = await registerByApi(uniqueEmail('seeker'), 'Seeker@123');
    const { properties } = await json<{ properties: Array<{ _id: string; images: unknown[] }> }>('/api/v1/properties?limit=50');
    const withPhotos = properties.find((candidate) => candidate.images.length >= 2) ?? properties[0];
    const [topRated] = (
      await json<{ results: Array<{ _id: string; owner: { _id: string } }> }>('/api/v1/search?city=Jaipur&sort=top_rated&limit=1')
    ).results;
    const [owner] = await fromDatabase<{ id: string }>(`SELECT id FROM users WHERE email = 'owner@nivaas.in'`);
    const ownersNewest = await sampleOwnersListing('newest');
    const drafts = await json<{ data: { adminBlogs: { items: Array<{ id: string }> } } }>('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${await sampleToken('admin')}` },
      body: JSON.stringify({ query: '{ adminBlogs(status: draft, limit: 1) { items { id } } }' }),
    });
    at = {
      listingWithPhotos: withPhotos._id,
      photos: withPhotos.images.length,
      topRatedListing: topRated._id,
      topRatedOwner: topRated.owner._id,
      ownersListing: ownersNewest.id,
      ownersListingTitle: ownersNewest.title,
      ownersAccount: owner.id,
      draft: drafts.data.adminBlogs.items[0].id,
    };
  });
  afterAll(() => browser.close());

  /** A role's page, in a context of its own, made for its first row and kept for the rest. */
  const opened = new Map<Role, Promise<{ context: BrowserContext; page: Page }>>();
  function pageOf(role: Role): Promise<{ context: BrowserContext; page: Page }> {
    const key = role;
    if (!opened.has(key)) {
      const options = { viewport };
      opened.set(
        key,
        role === 'anonymous'
          ? openPage(browser, options)
          : role === 'seeker'
            ? openSignedInPage(browser, seekerToken, options)
            : openPageAs(browser, role, options),
      );
    }
    return opened.get(key)!;
  }
  afterAll(async () => {
    for (const pageAndContext of opened.values()) await (await pageAndContext).context.close();
  });

  /** The roles whose page shows a screen as it loaded (its row changed nothing). */
  const untouched = new Set<Role>();

  /** A row's address with the sample data's places put in. */
  const address = (path: string) => path.replace(/:(\w+)/g, (_, place: keyof Places) => String(at[place]));

  describe(`accessibility at ${width}`, () => {
    const rows = SCREENS.filter(([, , , state]) => !state.phoneOnly || viewport === PHONE);
    it.each(rows)('%s: %s has no WCAG 2.1 AA violations', async (role, _name, path, state) => {
      const { page } = await pageOf(role);
      if (state.goesOn) {
        // Run in order after the row that leaves its page there.
        expect(page.url()).toBe(new URL(address(path), baseUrl()).href);
      } else {
        // A screen left as loaded is left as the app's links leave it; one a row changed (a
        // dialog open, a form filled, a heart pressed), a role's first screen and a page of
        // islands (whose links load the next page: no app to navigate in) are loaded afresh.
        const inApp = untouched.has(role) && (await page.evaluate(() => !document.getElementById('nivaas-islands')));
        if (inApp && page.url() !== new URL(address(path), baseUrl()).href) await navigateInApp(page, address(path));
        else await page.goto(address(path));
        await screenDrawn(page);
      }
      untouched.delete(role);
      await state(page, at);
      if (state === asLoaded) untouched.add(role);
      // As people rest on it, not with the pointer on the button just clicked (hover lightens it).
      await page.mouse.move(0, 0);
      expect(await accessibilityProblemsNow(page)).toEqual([]);
    });

    if (viewport === PHONE) {
      it('the dashboard menu opens in a drawer and takes the admin to a page', async () => {
        const { page } = await pageOf('admin');
        await page.goto('/dashboard');
        await screenDrawn(page);
        await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Audit log' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard/audit');
        await page.getByRole('heading', { name: 'Audit log' }).waitFor();
        // The drawer closes on the way (after its closing animation: waited for, not sampled at once).
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
        expect(await page.getByRole('dialog').count()).toBe(0);
      });
    }
  });
}
