import type { Browser } from 'playwright-core';
import { ENQUIRY_MESSAGES } from '../../shared/domain/enquiries';
import { cameIn, hydrated, launchBrowser, openPage, waitForPageState } from '../support/browser';
import { wakeAllIslands } from '../support/hydration';
import { outboxMail, sampleOwnersListing } from '../support/database';
import { openPageAs, openSignedInPage, registerByApi, SAMPLE_ACCOUNTS, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Enquiry to the owner', () => {
  it('an anonymous visitor sends an enquiry, the owner sees it unread, replies, and the reply is mailed to the visitor', async () => {
    const listing = await sampleOwnersListing();
    const email = uniqueEmail('enquiry');

    // The visitor, not signed in, fills 'Send enquiry to owner' on the listing's page.
    const visitor = await openPage(browser);
    await visitor.page.goto(`/property/${listing.id}`);
    // The form is a page of islands' island: live once woken (public-pages tests typing before that).
    await wakeAllIslands(visitor.page);
    const form = visitor.page.getByRole('form', { name: 'Send enquiry to owner' });
    await form.getByText('Individual', { exact: true }).click();
    await form.getByLabel('Full name').fill('Ishaan Mehta');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('Phone number').fill('9823456710');
    await form.getByLabel('Message').fill('Is a single room free from January?');
    await form.getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: 'Send email & SMS' }).click();
    await visitor.page.getByText(ENQUIRY_MESSAGES.sent).waitFor();
    await visitor.context.close();

    // The owner, signed in: the menu counts unread leads, and the inbox shows this one unread.
    const owner = await openPageAs(browser, 'owner');
    await owner.page.goto('/');
    await hydrated(owner.page);
    await owner.page.getByTestId('user-menu-trigger').click();
    // An item clicked while the menu still comes in can be missed (CI run 6 of 5 December: no navigation).
    await cameIn(owner.page.getByRole('menu'));
    const leadsItem = owner.page.getByRole('menuitem', { name: /^Leads \d+ unread$/ });
    await leadsItem.waitFor();
    const unread = Number(/(\d+) unread/.exec((await leadsItem.textContent()) ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(1);
    await leadsItem.click();
    await owner.page.waitForURL((url) => url.pathname === '/my-leads');
    const lead = owner.page.getByRole('article').filter({ hasText: email });
    await lead.getByText('Is a single room free from January?').waitFor();
    await lead.getByText('Unread', { exact: true }).waitFor();

    // The reply, written in the app, is e-mailed to the visitor; the lead is read and contacted.
    const reply = lead.getByRole('form', { name: 'Reply to Ishaan Mehta' });
    await reply.getByLabel('Your reply').fill('Yes, one single room is free from 2 January. Come and see it.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await owner.page.getByText(ENQUIRY_MESSAGES.replySent).first().waitFor();
    await lead.getByText('Contacted', { exact: true }).waitFor();
    expect(await lead.getByText('Unread', { exact: true }).count()).toBe(0);
    await owner.context.close();

    const mail = await outboxMail(email, `Reply about ${listing.title}`);
    expect(mail?.text).toContain('Yes, one single room is free from 2 January. Come and see it.');
  });

  it("a signed-in seeker and the owner write to each other in the thread, and each sees the other's message arrive without reloading", async () => {
    const listing = await sampleOwnersListing();
    const email = uniqueEmail('thread');
    const seeker = await openSignedInPage(browser, await registerByApi(email, 'Thread@12345', 'user', 'Diya Kapoor'));
    await seeker.page.goto(`/property/${listing.id}`);
    await wakeAllIslands(seeker.page);
    // Filled from the profile; the city and the message are the seeker's.
    const form = seeker.page.getByRole('form', { name: 'Send enquiry to owner' });
    await form.getByLabel('City').fill('Delhi');
    await form.getByLabel('Message').fill('Is there a quiet room for an exam month?');
    await form.getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: 'Send email & SMS' }).click();
    await seeker.page.getByText(ENQUIRY_MESSAGES.sent).waitFor();

    // The owner answers from another browser. The seeker, still on the listing, sees it waiting in
    // the header as it comes; on My Enquiries it is read, and the count goes.
    const owner = await openPageAs(browser, 'owner');
    await owner.page.goto('/my-leads');
    const lead = owner.page.getByRole('article').filter({ hasText: email });
    const reply = async (text: string) => {
      await lead.getByRole('form', { name: 'Reply to Diya Kapoor' }).getByLabel('Your reply').fill(text);
      await lead.getByRole('button', { name: 'Send reply' }).click();
    };
    const accountButton = seeker.page.getByTestId('top-bar').getByTestId('user-menu-trigger');
    await reply('Yes: the corner room on the 2nd floor.');
    await waitForPageState(seeker.page, (button) => button?.textContent === 'Diya Kapoor1 unread', await accountButton.elementHandle());
    await seeker.page.goto('/my-enquiries');
    const sent = seeker.page.getByRole('article').filter({ hasText: 'Is there a quiet room for an exam month?' });
    await sent.getByRole('region', { name: 'Conversation' }).getByText('Yes: the corner room on the 2nd floor.').waitFor();
    await waitForPageState(seeker.page, (button) => button?.textContent === 'Diya Kapoor', await accountButton.elementHandle());

    // The seeker's open thread shows the owner's next message as it comes.
    await reply('It has its own desk too.');
    await sent.getByRole('region', { name: 'Conversation' }).getByText('It has its own desk too.').waitFor();

    // The seeker answers; the owner's open inbox shows it as new, and the owner is mailed once.
    await sent.getByLabel('Your message').fill('Perfect, I will come on Sunday.');
    await sent.getByRole('button', { name: 'Send message' }).click();
    await seeker.page.getByText(ENQUIRY_MESSAGES.messageSent).waitFor();
    await lead.getByRole('region', { name: 'Conversation' }).getByText('Perfect, I will come on Sunday.').waitFor();
    await lead.getByText('1 new message').waitFor();
    expect((await outboxMail(SAMPLE_ACCOUNTS.owner.email, `New message from Diya Kapoor about ${listing.title}`))?.text).toContain(
      'Perfect, I will come on Sunday.',
    );
    await seeker.context.close();
    await owner.context.close();
  });
});
