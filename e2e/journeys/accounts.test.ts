import type { Browser, Page } from 'playwright-core';
import { outboxMail } from '../support/database';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { SAMPLE_ACCOUNTS, logIn, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const userMenu = (page: Page) => page.getByTestId('top-bar').getByTestId('user-menu-trigger');

describe('an owner signs up', () => {
  it('registers as an owner, finds Add Property in the dropdown, and logs out (the token stops working)', async () => {
    const { context, page, problems } = await openPage(browser);
    const email = uniqueEmail('owner');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full Name').fill('Kavya Iyer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Contact Number').fill('9829012345');
    await form.getByLabel('Role').selectOption('owner');
    await form.getByLabel('Password', { exact: true }).fill('owner-pass1');
    await form.getByLabel('Confirm Password').fill('owner-pass1');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Registration Success!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await userMenu(page).hover();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByText(email).waitFor();
    await menu.getByRole('menuitem', { name: 'Add Property' }).waitFor();
    await menu.getByRole('menuitem', { name: 'My Properties' }).waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('top-bar').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    const after = await fetch(`${baseUrl()}/api/v1/auth/get-user`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
    expect(after.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Remember Me', () => {
  it('keeps the user signed in across a browser restart when ticked, and not when left unticked', async () => {
    const email = uniqueEmail('remember');
    await registerByApi(email, 'stay-signed1');

    // Ticked: a new browser (cookies and local storage kept, session storage gone) is signed in.
    let { context, page } = await openPage(browser);
    await logIn(page, email, 'stay-signed1', { remember: true });
    let saved = await context.storageState();
    await context.close();
    ({ context, page } = await openPage(browser, { storageState: saved }));
    await page.goto('/user-profile');
    await userMenu(page).waitFor();
    expect(await userMenu(page).innerText()).toContain('Meera Nair');
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    await context.close();

    // Unticked: the restarted browser is signed out, and protected pages ask to sign in.
    ({ context, page } = await openPage(browser));
    await logIn(page, email, 'stay-signed1');
    saved = await context.storageState();
    await context.close();
    ({ context, page } = await openPage(browser, { storageState: saved }));
    await page.goto('/user-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await page.goto('/about');
    await page.getByTestId('top-bar').getByRole('link', { name: 'Login' }).waitFor();
    expect(await userMenu(page).count()).toBe(0);
    await context.close();
  });
});

describe('forgot password', () => {
  it('mails a reset link, sets a new password with it, and signs in with the new one', async () => {
    const email = uniqueEmail('forgetful');
    await registerByApi(email, 'old-pass12');
    const { context, page, problems } = await openPage(browser);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we have sent a link to reset your password/).waitFor();

    // The page answers before the link is issued and mailed (so its timing says nothing about
    // whether the address has an account): wait for the mail. Read at once, CI run G missed it.
    const mail = await outboxMail(email, 'Reset your Nivaas password');
    expect(mail?.subject).toBe('Reset your Nivaas password');
    const link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link?.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New Password').fill('new-pass123');
    await reset.getByLabel('Confirm Password').fill('new-pass123');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. Please log in with your new password.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await logIn(page, email, 'new-pass123');
    await userMenu(page).waitFor();

    // The link worked once: opened again, the page says so at once, before any password is typed.
    await page.goto(link!);
    await page.getByText('This password reset link is invalid or has expired. Please ask for a new one.').waitFor();
    expect(await page.getByRole('form', { name: 'Reset password' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the admin login screen', () => {
  it('signs the admin in and opens the dashboard (other journeys start signed in)', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/dashboard/admin-login');
    await page.getByLabel('Email').fill(SAMPLE_ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(SAMPLE_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('list', { name: 'Figures' }).getByText('New listings').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
