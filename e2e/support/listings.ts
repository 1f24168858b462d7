import type { Locator, Page } from 'playwright-core';
import { baseUrl, nothingLoading } from './browser';

/** A Jaipur PG's fields as the spec's REST form names them; a journey changes what it is about. */
const LISTING_FIELDS = {
  property_type: 'pg',
  gender: 'unisex',
  price: '6400',
  rooms: '2',
  beds: 'double bed',
  bathrooms: '1',
  parking: 'none',
  pin_code: '302017',
  state: 'Rajasthan',
  district: 'Jaipur',
  locality: 'Malviya Nagar',
};

/** A listing posted through the REST form (multipart, no photos) by the owner of `token`; its id. */
export async function addListingByApi(token: string, title: string, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...LISTING_FIELDS, ...fields, property_title: title })) form.append(name, value);
  const response = await fetch(`${baseUrl()}/api/v1/property/add-property`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Adding ${title} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { property: { _id: string } }).property._id;
}

/**
 * A listing page's reviews, brought into view as a reader scrolls to them: on the page served as
 * HTML with islands they wake as they come into view. Returns their section once it has loaded.
 */
export async function reviewsInView(page: Page): Promise<Locator> {
  const block = page.getByRole('region', { name: 'Reviews & Ratings' });
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('status', { name: 'Loading reviews' }).waitFor({ state: 'detached' });
  return block;
}

/** Waits for the search results of the page's address (while they load, the previous ones stay, dimmed). */
export async function searchResultsSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: /found/ }).waitFor();
  await nothingLoading(page);
}
