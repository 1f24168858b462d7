import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser';
import { openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A photo as a phone would upload it. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

describe('an owner publishes a listing', () => {
  // One owner's page through both steps: the second goes on from the listing the first published.
  let session: Awaited<ReturnType<typeof openSignedInPage>>;
  let title: string;
  beforeAll(async () => {
    const token = await registerByApi(uniqueEmail('listing-owner'), 'owner-pass1', 'owner', 'Devika Rao');
    session = await openSignedInPage(browser, token);
  });
  afterAll(() => session.context.close());

  it('fills the form with the pin code lookup, uploads three photos, and finds the listing in My Properties and on its own page', async () => {
    const { page } = session;

    await page.goto('/add-property');
    const form = page.getByRole('form', { name: 'Listing details' });
    await form.waitFor();
    const select = (name: string) => form.getByRole('combobox', { name: new RegExp(`^${name}`) });
    await select('Property type').selectOption('pg');
    await select('Gender').selectOption('female');
    await form.getByLabel(/^Price/).fill('8200');
    await form.getByLabel(/^Deposit/).fill('16400');
    await select('Rooms').selectOption('3');
    await select('Beds').selectOption('double_bed');
    await select('Bathrooms').selectOption('2');
    await select('Parking').selectOption('bike');

    // The pin code fills state, district and locality from India's postal directory.
    await form.getByLabel(/^Pin code/).fill('302017');
    await form.getByText('Found: Malviya Nagar, Jaipur, Rajasthan').waitFor();
    await form.getByLabel(/^Nearby road/).fill('Near Gaurav Tower');

    title = `Devika Girls PG ${Date.now()}`;
    await form.getByLabel(/^Property title/).fill(title);
    const editor = form.locator('#property-description');
    await editor.click();
    await page.keyboard.type('Bright rooms near the market. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Meals included.');

    await form
      .locator('input[type=file][multiple]')
      .setInputFiles([await photo('front.jpg', '#c46a4a'), await photo('room.jpg', '#4a8ac4'), await photo('mess.jpg', '#6ac44a')]);
    await form.getByRole('button', { name: 'Remove photo 3' }).waitFor();
    await form.getByText('Internet', { exact: true }).click();
    await form.getByText('Food Service', { exact: true }).click();

    await form.getByRole('button', { name: 'Add Property' }).click();
    await page.getByRole('button', { name: 'Property Added!' }).waitFor({ timeout: 30000 });
    await page.getByText('Property added successfully!').waitFor();
    // The form is cleared for the next listing.
    expect(await form.getByLabel(/^Property title/).inputValue()).toBe('');

    await page.goto('/my-properties');
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: `View ${title}` }).click();

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('₹8,200').first().waitFor();
    await page.getByText('for 1 bed per month', { exact: true }).waitFor();
    await page.getByText('Malviya Nagar, Jaipur, Rajasthan').waitFor();
    await page.getByText('1 / 3').waitFor();
    // Slides out of view are hidden from screen readers, so count the images themselves.
    const photos = page.locator(`img[alt^="${title}: photo "]`);
    expect(await photos.count()).toBe(3);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByText('2 / 3').waitFor();
    expect(await photos.first().getAttribute('src')).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}-large\.webp$/);
    await page.getByText('Meals included.').waitFor();
    expect(await page.locator('strong', { hasText: 'Meals included.' }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Amenities and furnishings' }).waitFor();
    await page.getByText('Devika Rao').first().waitFor();
    expect(session.problems).toEqual([]);
  });

  it('edits the listing, then deletes it, both from My Properties', async () => {
    const { page, problems } = session;
    // The description editor's code comes after the form: the owner starts on the rent while it
    // loads and goes on typing once it is in (it took the focus, and the rest of the rent, once).
    let editorArrives: () => void = () => undefined;
    const editorHeld = new Promise<void>((resolve) => (editorArrives = resolve));
    await page.route(/\/assets\/RichTextEditor-[^/]*\.js$/, async (route) => {
      await editorHeld;
      await route.continue();
    });
    await page.goto('/my-properties');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('form', { name: 'Listing details' });
    await editForm.getByLabel(/^Price/).fill('85');
    editorArrives();
    await editForm.getByText('Meals included.').waitFor();
    await page.keyboard.type('00');
    expect(await editForm.getByLabel(/^Price/).inputValue()).toBe('8500');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Property updated successfully!').waitFor({ timeout: 30000 });
    await page.goto('/my-properties');
    await page.getByText(/₹8,500 per bed/).waitFor();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`"${title}" was deleted.`).waitFor();
    await page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
