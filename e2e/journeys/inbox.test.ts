import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, nothingLoading } from '../support/browser';
import { openPageAs, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A Contact us message sent through the API, as the form sends it. */
async function sendContactMessage(email: string, message: string) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({
      query: 'mutation ($input: ContactInput!) { sendContactMessage(input: $input) }',
      variables: { input: { fullName: 'Farah Khan', email, mobile: '9812345678', enquiryType: 'Visiting a PG', message } },
    }),
  });
  expect(response.ok).toBe(true);
}

describe('the admin inbox', () => {
  it('the admin follows the bell to the inbox, takes a message on, replies by e-mail, resolves it, sees the mail in the Outbox, and finds a user from the header', async () => {
    const email = uniqueEmail('inbox');
    await sendContactMessage(email, 'Is there a PG near Jaipur railway station with meals?');
    const searched = uniqueEmail('searched');
    const name = `Zoya Inbox ${Date.now().toString(36)}`;
    await registerByApi(searched, 'secret12', 'user', name);

    const { context, page } = await openPageAs(browser, 'admin');
    await page.goto('/dashboard');

    await page.getByRole('button', { name: /^\d+ items? waiting$/ }).click();
    await page
      .getByRole('navigation', { name: 'Waiting for you' })
      .getByRole('link', { name: /^Unread messages/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/messages' && url.searchParams.get('read') === 'unread');
    const item = page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').filter({ hasText: email });
    await item.getByText('Is there a PG near Jaipur railway station with meals?').waitFor();
    // Answered and resolved, it stays in view with every status.
    const filters = page.getByRole('group', { name: 'Filter the inbox' });
    await filters.getByLabel('Read').selectOption('');
    await filters.getByLabel('Status').selectOption('all');
    // The list for these filters, as the admin sees it settle (the one before is inert meanwhile).
    await page.waitForURL((url) => url.searchParams.get('status') === 'all' && !url.searchParams.has('read'));
    await nothingLoading(page);

    await item.getByRole('button', { name: 'Assign to me' }).click();
    await item.getByText('Assigned to you').waitFor();

    await item.getByRole('button', { name: 'Reply by e-mail' }).click();
    const reply = page.getByRole('dialog', { name: 'Reply by e-mail' });
    await reply.getByRole('textbox', { name: 'Reply' }).fill('Yes: search Jaipur with Meals ticked, near the station.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await reply.waitFor({ state: 'detached' });
    await item.getByText('Yes: search Jaipur with Meals ticked, near the station.').waitFor();

    await item.getByRole('button', { name: 'Resolve with a note' }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve with a note' });
    await resolve.getByRole('textbox', { name: /Note/ }).fill('Answered with the search to run.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await item.getByText(/by Nivaas Admin on .*: Answered with the search to run\./).waitFor();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Outbox' }).click();
    const mail = page
      .getByRole('list', { name: 'Mail' })
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'Re: Visiting a PG' });
    await mail.first().waitFor();

    const search = page.getByRole('combobox', { name: 'Search users, listings and posts' });
    await search.fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/users/'));
    await page.getByRole('heading', { name }).waitFor();
    await context.close();
  });
});
