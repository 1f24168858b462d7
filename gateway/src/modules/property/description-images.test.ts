import { signedIn, listingInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('images in listing descriptions', () => {
  it('keeps photos from our own upload storage and drops images from any other host (tracking pixels)', async () => {
    const owner = await signedIn(t, 'owner');
    const own = t.services.storage.url('listings/00000000-0000-4000-8000-000000000000-large.webp');
    const description = [
      '<p>Rooms</p>',
      `<img src="${own}" alt="Our room">`,
      '<img src="https://tracker.example.com/pixel.gif?u=1" alt="pixel">',
      '<img src="//tracker.example.com/p.gif">',
      '<img src="/uploads/../../etc/passwd">',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    ].join('');
    const created = await t.services.properties.create({ id: owner.user.id, role: owner.user.role }, listingInput({ description }));
    expect(created.description).toContain(`src="${own}"`);
    expect(created.description).not.toMatch(/tracker|passwd|data:/);
    expect(created.description).toContain('<p>Rooms</p>');
  });
});
