import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { cameIn, launchBrowser, openPage, watchClicksAndNavigations } from '../support/browser';
import { openPageAs } from '../support/session';

/**
 * The blog editor's main path: an admin writes a post with a heading, a list and an uploaded
 * picture, saves it as a draft (not on the Blog yet), publishes it and finds it on /blog and
 * its page, then unpublishes it and it is gone again; finally deletes it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** What became of each multipart (upload) request the page sends from now: sent, answered or failed, and when. */
function watchUploads(page: Page): string[] {
  const started = Date.now();
  const events: string[] = [];
  const isUpload = (request: Request) => request.method() === 'POST' && /^multipart\//.test(request.headers()['content-type'] ?? '');
  const note = (what: string) => events.push(`${what} at ${Date.now() - started} ms`);
  page.on('request', (request) => isUpload(request) && note(`sent ${request.url()}`));
  page.on('requestfailed', (request) => isUpload(request) && note(`failed (${request.failure()?.errorText})`));
  page.on('response', (response) => isUpload(response.request()) && note(`answered ${response.status()}`));
  return events;
}

describe('the blog editor', () => {
  it('an admin writes a post with a picture, publishes it, sees it on /blog, unpublishes it and it is gone', async () => {
    const title = `Journey post ${Date.now()}`;
    const { context, page } = await openPageAs(browser, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');
    await page.getByRole('link', { name: 'New post' }).click();

    const form = page.getByRole('form', { name: 'Blog post' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: /^Excerpt/ }).fill('What to pack for your first week in a PG.');
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photo('cover.jpg', '#2a7a7a'));
    await form.getByRole('img', { name: 'The cover image' }).waitFor();

    const editor = page.locator('#blog-description');
    await editor.click();
    await page.keyboard.type('Pack light and label everything.');
    await page.getByRole('button', { name: 'Upload image' }).click();
    // The popover comes in: its button clicked while it still moves can be missed (see below).
    await cameIn(page.getByRole('dialog'));
    await page.getByLabel('Image file').setInputFiles(await photo('room.jpg', '#c46a4a'));
    await page.getByRole('textbox', { name: 'Image description' }).fill('A tidy PG room');
    const uploads = watchUploads(page);
    const clicks = await watchClicksAndNavigations(page);
    await page.getByRole('button', { name: 'Upload and insert' }).click();
    // The picture, or the popover's words for why not. This wait timed out four times in CI (run K
    // and run C of 29 November, runs 3 and 5 of 5 December), never twice in a row; the last time no
    // upload was sent and the button was not busy: the click never reached it, as a click on the
    // popover still coming in would not (not reproduced: 0 of 35 tries on a loaded machine). A
    // failure says what the page showed, where the clicks landed and what became of the upload.
    const inserted = editor.getByRole('img', { name: 'A tidy PG room' });
    const refused = page.getByRole('dialog').getByRole('alert');
    await inserted
      .or(refused)
      .first()
      .waitFor()
      .catch(async (error: Error) => {
        const button = await page.getByRole('button', { name: /Upload and insert|Uploading/ }).allTextContents();
        const images = await editor.locator('img').evaluateAll((found) => found.map((image) => (image as HTMLImageElement).outerHTML));
        throw new Error(
          `${error.message}\nThe upload popover's button: ${JSON.stringify(button)}; images in the editor: ${JSON.stringify(images)}; ` +
            `the upload's requests: ${JSON.stringify(uploads)}; the clicks: ${JSON.stringify(await clicks())}`,
        );
      });
    expect(await refused.allTextContents()).toEqual([]);
    await inserted.waitFor();

    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => /^\/dashboard\/blog\/[0-9a-f-]+\/edit$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/')[3];

    // A draft is not on the Blog.
    const visitor = await openPage(browser);
    await visitor.page.goto('/blog');
    await visitor.page.getByRole('heading', { name: 'Blog' }).first().waitFor();
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByText(title).count()).toBe(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();

    await visitor.page.goto('/blog');
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    await visitor.page.goto(`/blogs/${id}`);
    const article = visitor.page.getByRole('article');
    await article.getByRole('heading', { name: title }).waitFor();
    await article.getByRole('img', { name: 'A tidy PG room' }).waitFor();
    expect(await article.getByText('Pack light and label everything.').count()).toBe(1);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    // Exact: 'Publish' alone also names the 'Unpublish' button, and the wait would not wait.
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await visitor.page.goto('/blog');
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByText(title).count()).toBe(0);
    const gone = await visitor.page.goto(`/blogs/${id}`);
    expect(gone?.status()).toBe(404);
    await visitor.context.close();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');
    expect(await page.getByRole('list', { name: 'Blog posts' }).getByText(title).count()).toBe(0);
    await context.close();
  });
});
