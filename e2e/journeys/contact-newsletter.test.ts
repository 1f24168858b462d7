import type { Browser } from 'playwright-core';
import { latestMailTo } from '../support/database';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { openPageAs, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Contact us', () => {
  it("a visitor's message reaches the admin's Messages", async () => {
    const { context, page } = await openPage(browser);
    const email = uniqueEmail('contact');
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Farah Khan');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('9812345678');
    await form.getByLabel('Enquiry type').fill('Visiting a PG');
    await form.getByLabel('Message').fill('Can I visit two PGs in Jaipur on Saturday?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you! Your message was sent. We will reply by e-mail soon.').waitFor();

    await context.close();

    // The admin, signed in in a browser of their own.
    const admin = await openPageAs(browser, 'admin');
    await admin.page.goto('/dashboard');
    await admin.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    const item = admin.page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').filter({ hasText: email });
    await item.getByText('Can I visit two PGs in Jaipur on Saturday?').waitFor();
    await item.getByRole('button', { name: 'Mark read' }).click();
    await item.getByRole('button', { name: 'Mark unread' }).waitFor();
    await admin.context.close();
  });
});

describe('newsletter', () => {
  it('a subscription is confirmed by the link mailed to the address', async () => {
    const { context, page } = await openPage(browser);
    const email = uniqueEmail('newsletter');
    await page.goto('/about');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address for the newsletter').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Almost done! Please confirm your subscription with the link we just e-mailed you.').waitFor();

    const mail = await latestMailTo(email);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByText('Your subscription is confirmed. You will get our next newsletter.').waitFor();
    // The link works once.
    await page.reload();
    await page.getByText('This confirmation link is not valid or was already used. Please subscribe again.').waitFor();
    await context.close();
  });
});
