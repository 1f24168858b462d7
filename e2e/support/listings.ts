import { baseUrl } from './browser';

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
