import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { openPageAs } from '../support/session';

/**
 * The back office's main path: an admin finds the sample user, suspends them with a reason
 * (they are then refused at login with a clear message), reinstates them, and finds both
 * actions, with the reasons, in the audit log.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SUSPENDED = 'This account has been suspended. Please contact us if you think this is a mistake.';

/** The sample user tries the login screen (what a suspended person sees there is under test). */
async function tryLogIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill('user@nivaas.in');
  await form.getByLabel('Password', { exact: true }).fill('User@12345');
  await form.getByRole('button', { name: 'Login' }).click();
}

async function confirmWithReason(page: Page, dialogName: string, reason: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the back office', () => {
  it('an admin suspends the sample user, who is refused at login, reinstates them, and the audit log lists both', async () => {
    const admin = await openPageAs(browser, 'admin');
    await admin.page.goto('/dashboard');
    // The dashboard's figures come from the server.
    await admin.page.getByRole('list', { name: 'Figures' }).getByText('New listings').waitFor();

    await admin.page.goto('/dashboard/users');
    await admin.page.getByLabel('Search users by name, email or phone').fill('user@nivaas.in');
    await admin.page.getByRole('list', { name: 'Users' }).getByRole('link', { name: 'Priya Verma' }).click();
    await admin.page.getByRole('heading', { name: 'Priya Verma', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'Suspend' }).click();
    await confirmWithReason(admin.page, 'Suspend Priya Verma?', 'Journey: spam enquiries', 'Suspend');
    await admin.page.getByText(/this account cannot sign in/).waitFor();

    const seeker = await openPage(browser);
    await tryLogIn(seeker.page);
    await seeker.page.getByText(SUSPENDED).first().waitFor();
    expect(new URL(seeker.page.url()).pathname).toBe('/login');

    await admin.page.getByRole('button', { name: 'Reinstate' }).click();
    await confirmWithReason(admin.page, 'Reinstate Priya Verma?', 'Journey: sorted out', 'Reinstate');
    await admin.page.getByRole('button', { name: 'Suspend' }).waitFor();

    await tryLogIn(seeker.page);
    await seeker.page.getByText('Login Success!').waitFor();
    await seeker.context.close();

    await admin.page.goto('/dashboard/audit');
    const actions = admin.page.getByRole('list', { name: 'Admin actions' });
    await actions
      .getByRole('listitem', { name: 'User suspended: Priya Verma <user@nivaas.in>' })
      .first()
      .getByText('Reason: Journey: spam enquiries')
      .waitFor();
    await actions
      .getByRole('listitem', { name: 'User reinstated: Priya Verma <user@nivaas.in>' })
      .first()
      .getByText('Reason: Journey: sorted out')
      .waitFor();
    await admin.page.getByLabel('Action', { exact: true }).selectOption('user_suspended');
    await actions.getByRole('listitem', { name: 'User reinstated: Priya Verma <user@nivaas.in>' }).first().waitFor({ state: 'detached' });
    await admin.context.close();
  });
});
