import type { Browser, BrowserContext } from 'playwright-core';
import { accessibilityProblemsNow, screenDrawn } from '../support/accessibility';
import {
  DESKTOP,
  PHONE,
  appContext,
  hydrated,
  launchBrowser,
  openPage,
  openTab,
  waitForPageState,
  withPageCodeHeld,
} from '../support/browser';
import {
  HYDRATION_PROBLEM,
  idsReactDisagreesWith,
  largestReRender,
  markServersHeading,
  wakeAllIslands,
  watchReRenders,
} from '../support/hydration';
import { PUBLIC_PAGE_NAMES, publicPages, type PublicPage } from '../support/public-pages';
import { uniqueEmail } from '../support/session';
import { NEWSLETTER_MESSAGES } from '../../shared/domain/newsletter';
import { ENQUIRY_MESSAGES } from '../../shared/domain/enquiries';
import { sampleOwnersListing } from '../support/database';

/**
 * The public pages the server renders (issue 15 item 1), each loaded once per width for all that
 * is checked of it in a browser: the browser takes the page over, React hydrating the HTML it was
 * sent with no hydration warning or error, keeping the very elements the server made, without
 * rendering the page again right after; the page has no WCAG 2.1 A or AA violation (axe-core) and
 * no sideways scroll; and it answers a click. (What a request without JavaScript gets is
 * build-checks/server-render.test.ts; the other screens are the accessibility table, support/accessibility-table.ts.)
 */
let browser: Browser;
let pages: PublicPage[];
beforeAll(async () => {
  browser = await launchBrowser();
  pages = await publicPages();
});
afterAll(() => browser.close());

describe.each([
  ['1280px', DESKTOP],
  ['a 360px phone', PHONE],
])('public pages at %s', (_width, viewport) => {
  // One context per width, each page in a tab of its own: the app's code comes from the browser's
  // cache after the first page (a second of CPU less a page), and the pages' HTML from the server
  // each time, which is what is checked. What the app keeps in the browser (the colour mode the
  // click below switches, the listings seen) is forgotten after each page: each is a first visit.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await appContext(browser, { viewport });
  });
  afterAll(() => context.close());

  // One test per page, so each has the whole timeout and a failure names the page.
  it.each(PUBLIC_PAGE_NAMES)(
    '%s hydrates the server HTML without warnings, has no WCAG 2.1 AA violations and answers a click',
    async (name) => {
      const page = pages.find((candidate) => candidate.name === name);
      expect(page).toBeDefined();
      const { path } = page!;
      const { page: tab, problems } = await openTab(context);
      try {
        const warnings: string[] = [];
        tab.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${message.type()}: ${message.text()}`);
        });
        await watchReRenders(tab);
        await markServersHeading(tab);
        // Network idle: a request still out (the listing's 'seen' call) may make React render again
        // when it is answered, which the largest re-render below must count.
        await tab.goto(path, { waitUntil: 'networkidle' });
        // Network idle can come while the page's code still runs (CI clicked the property page's
        // switch before React had taken over, and the click was lost): wait for React's own mark,
        // then check that it kept the server's heading rather than drawing its own.
        await hydrated(tab);
        // A page of islands: only its islands are React's, each a root of its own, once woken.
        if (page!.islands) await wakeAllIslands(tab);
        const heading = tab.locator('h1');
        expect(await heading.count()).toBe(1);
        expect(await heading.getAttribute('data-from-server')).toBe('');
        expect(await idsReactDisagreesWith(tab)).toEqual([]);
        // Every part loaded (the contact page's map), then the page as people use it.
        await screenDrawn(tab);
        // Small parts may update (a form noting it is ready, the gallery measuring its photos).
        expect(await largestReRender(tab)).toBeLessThan(1000);
        expect(await accessibilityProblemsNow(tab)).toEqual([]);

        // Interactive: the colour mode switch in the header works after hydration. The 404 and
        // landing pages have no header: a link of theirs is followed (in the page, no reload, when
        // the page is hydrated whole; a page of islands loads the next page, as HTML links do).
        const toggle = tab.getByRole('button', { name: 'Switch to dark mode' });
        if ((await toggle.count()) === 0) {
          await tab.evaluate(() => Object.assign(window, { samePage: true }));
          await tab
            .getByRole('link', { name: /Go Back Home|on the search page/ })
            .first()
            .click();
          await tab.waitForURL((url) => url.pathname !== new URL(path, 'http://x').pathname);
          await tab.locator('h1').waitFor();
          const samePage = await tab.evaluate(() => (window as unknown as { samePage?: boolean }).samePage);
          expect(samePage).toBe(page!.islands ? undefined : true);
        } else {
          await toggle.click();
          await waitForPageState(tab, () => document.documentElement.classList.contains('dark'));
          expect(await tab.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
        }

        expect(warnings.filter((line) => HYDRATION_PROBLEM.test(line))).toEqual([]);
        expect(problems.filter((line) => HYDRATION_PROBLEM.test(line))).toEqual([]);
      } finally {
        await tab.evaluate(() => localStorage.clear()).catch(() => undefined);
        await context.clearCookies();
        await tab.close();
      }
    },
  );
});

describe('a tap before React has taken the page over', () => {
  it.each([
    ['/search-list?city=Jaipur', 'a page of islands, the search page'],
    ['/about', 'a page of islands, the island'],
  ])('on %s (%s) is answered once it has: the colour switch tapped while the page’s code is held back', async (path) => {
    await withPageCodeHeld(await openPage(browser), path, async (tab, releaseCode) => {
      await tab.getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
      releaseCode();
      await waitForPageState(tab, () => document.documentElement.classList.contains('dark'));
      expect(await tab.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    });
  });

  it("on the FAQs, a question tapped before its island's code arrives opens once it has (the accordion takes a click only once focused)", async () => {
    await withPageCodeHeld(await openPage(browser), '/faqs', async (tab, releaseCode) => {
      const question = tab.getByRole('button', { name: 'Which cities is Nivaas in?' });
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      releaseCode();
      await waitForPageState(
        tab,
        () =>
          Array.from(document.querySelectorAll('button'))
            .find((button) => button.textContent === 'Which cities is Nivaas in?')
            ?.getAttribute('aria-expanded') === 'true',
      );
    });
  });

  it("on about us, an address typed in the newsletter box before its island's code arrives is kept and subscribed", async () => {
    await withPageCodeHeld(await openPage(browser), '/about', async (tab, releaseCode) => {
      const form = tab.getByRole('form', { name: 'Newsletter' });
      await form.getByLabel('Email address for the newsletter').fill(uniqueEmail('early-newsletter'));
      await form.getByRole('button', { name: 'Subscribe' }).click();
      releaseCode();
      await tab.getByText(NEWSLETTER_MESSAGES.confirmSent).waitFor();
    });
  });

  it("on a listing, an enquiry typed, its choice made and the terms ticked before its island's code arrives is kept and sent", async () => {
    const listing = await sampleOwnersListing();
    await withPageCodeHeld(await openPage(browser), `/property/${listing.id}`, async (tab, releaseCode) => {
      const form = tab.getByRole('form', { name: 'Send enquiry to owner' });
      await form.getByText('Dealer', { exact: true }).click();
      await form.getByRole('checkbox').check({ force: true });
      await form.getByLabel('Full name').fill('Meera Joshi');
      await form.getByLabel('Email').fill(uniqueEmail('early-enquiry'));
      await form.getByLabel('City').fill('Jaipur');
      await form.getByLabel('Phone number').fill('9823456711');
      await form.getByLabel('Message').fill('Typed before the page was ready.');
      releaseCode();
      await wakeAllIslands(tab);
      expect(await form.getByLabel('Message').inputValue()).toBe('Typed before the page was ready.');
      // The widgets' own state (React draws them as the server did, then the choices are made again).
      await form.locator('[data-scope="radio-group"][data-part="item"][data-state="checked"]', { hasText: 'Dealer' }).waitFor();
      await form.locator('[data-scope="checkbox"][data-part="control"][data-state="checked"]').waitFor();
      await form.getByRole('button', { name: 'Send email & SMS' }).click();
      await tab.getByText(ENQUIRY_MESSAGES.sent).waitFor();
    });
  });

  it("on the home page, typing in the search box before its island's code arrives is kept and answered with suggestions", async () => {
    await withPageCodeHeld(await openPage(browser), '/', async (tab, releaseCode) => {
      const box = tab.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.pressSequentially('Jaipur');
      releaseCode();
      await tab
        .getByRole('option', { name: /^Jaipur/ })
        .first()
        .waitFor();
      expect(await box.inputValue()).toBe('Jaipur');
    });
  });
});
