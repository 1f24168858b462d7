import type { Browser } from 'playwright-core';
import { bookableVisitDays } from '../../shared/domain/visits';
import { hydrated, launchBrowser, openPage, withPageCodeHeld } from '../support/browser';
import { fromDatabase, sampleOwnersListing } from '../support/database';
import { openPageAs, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Book a visit', () => {
  it("a signed-in seeker's tap on the visit button before the page's code arrives opens the form (the server drew it signed out)", async () => {
    const listing = await sampleOwnersListing();
    const seeker = await openPageAs(browser, 'user');
    // Where the tab went: the listing only (not to the sign-in screen, which sends a signed-in
    // visitor back to the listing's form).
    const addresses: string[] = [];
    seeker.page.on('framenavigated', (frame) => frame === seeker.page.mainFrame() && addresses.push(new URL(frame.url()).pathname));
    await withPageCodeHeld(seeker, `/property/${listing.id}`, async (tab, releaseCode) => {
      await tab.getByRole('button', { name: 'Sign in to book a visit' }).click();
      releaseCode();
      await tab.getByRole('form', { name: 'Book a visit' }).waitFor();
      expect(addresses).toEqual([`/property/${listing.id}`]);
    });
  });

  it('a seeker books a visit after signing in, the owner confirms, and both get a calendar invitation', async () => {
    const listing = await sampleOwnersListing();
    const email = uniqueEmail('visit');
    await registerByApi(email, 'Visit@12345', 'user', 'Kabir Malhotra');

    // The seeker: signs in from the listing (through the login screen) and comes back to the form.
    const seeker = await openPage(browser);
    await seeker.page.goto(`/property/${listing.id}`);
    await hydrated(seeker.page);
    await seeker.page.getByRole('button', { name: 'Sign in to book a visit' }).click();
    await seeker.page.waitForURL((url) => url.pathname === '/login');
    const login = seeker.page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Visit@12345');
    await login.getByRole('button', { name: 'Login' }).click();
    await seeker.page.waitForURL((url) => url.pathname === `/property/${listing.id}`);
    const form = seeker.page.getByRole('form', { name: 'Book a visit' });
    const day = bookableVisitDays()[3];
    await form.getByLabel('Day').selectOption(day);
    await form.getByText('Evening, 5 pm to 7 pm').click();
    await form.getByLabel('Note for the owner').fill('Can I see a single room?');
    await form.getByRole('button', { name: 'Request visit' }).click();
    await seeker.page.getByText('Your visit request was sent to the owner. You will get an e-mail when they answer.').waitFor();
    await seeker.context.close();

    // The owner: confirms it from the leads inbox.
    const owner = await openPageAs(browser, 'owner');
    await owner.page.goto('/my-leads');
    const visit = owner.page.getByRole('article', { name: 'Kabir Malhotra' });
    await visit.getByText('Can I see a single room?').waitFor();
    await visit.getByRole('button', { name: 'Confirm' }).click();
    await visit.getByText('Confirmed').waitFor();
    await owner.context.close();

    // Both confirmation mails carry the invitation for that evening.
    const mails = await fromDatabase<{
      to_address: string;
      subject: string;
      attachments: Array<{ filename: string; content: string }> | null;
    }>(
      `SELECT to_address, subject, attachments FROM mail_outbox WHERE (to_address = $1 AND subject LIKE 'Your visit to % is confirmed') OR (to_address = 'owner@nivaas.in' AND subject = $2)`,
      [email, `Visit confirmed: Kabir Malhotra at ${listing.title}`],
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([email, 'owner@nivaas.in'].sort());
    for (const mail of mails) {
      expect(mail.attachments?.map((file) => file.filename)).toEqual(['visit.ics']);
      const ics = mail.attachments?.[0].content ?? '';
      expect(ics).toContain('METHOD:REQUEST');
      // 5 pm in Kolkata is 11:30 UTC.
      expect(ics).toContain(`DTSTART:${day.replace(/-/g, '')}T113000Z`);
    }
  });
});
