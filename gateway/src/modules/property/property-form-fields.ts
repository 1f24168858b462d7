import type { Beds } from '../../../../shared/domain/property';
import { LISTING_FIELDS, LISTING_FIELD_NAMES, type ListingFieldName } from '../../../../shared/validation/property';
import { RestNames, snakeCase } from '../../rest/rest-names';
import type { Property } from './property.entity';

/**
 * The listing's names at the REST edge (spec section 7), for requests, answers and errors alike:
 * each field is its snake_case name (`pinCode` is `pin_code`), except those listed here.
 */
export const LISTING_REST_NAMES = new RestNames<keyof Property>(
  { id: '_id', title: 'property_title', createdAt: 'createdAt', updatedAt: 'updatedAt' },
  snakeCase,
);

/** Values the spec's client sends in its own way: option labels ("PG", "Single Bed"), rooms as "5+" and beds with a space. */
const lower = (value: string) => value.trim().toLowerCase();
const CLIENT_FORMS: Partial<Record<ListingFieldName, (value: string) => string>> = {
  propertyType: lower,
  gender: lower,
  beds: (value) => lower(value).replace(/\s+/g, '_'),
  parking: lower,
  rooms: (value) => value.replace('+', ''),
};

/** And the values the spec's client reads in its own way: beds per room as 'single bed' (single_bed). */
const REST_FORMS: Partial<Record<ListingFieldName, (value: never) => unknown>> = {
  beds: (beds: Beds) => beds.replace('_', ' '),
};

/**
 * The add-property form as the spec's client sends it (multipart, snake_case, every value a
 * string; lists as repeated parts) turned into the service's input. Validation stays in the
 * service (shared/validation/property.ts).
 */
export function toPropertyInput(body: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  const list = (name: string) => {
    const value = body[name] ?? body[`${name}[]`];
    if (value === undefined || value === '') return undefined;
    return (Array.isArray(value) ? value : [value]).map(String).filter((item) => item !== '');
  };
  const flag = (name: string) => (text(name) === undefined ? undefined : ['true', '1', 'on', 'yes'].includes(text(name)!.toLowerCase()));

  const input: Record<string, unknown> = {};
  for (const field of LISTING_FIELD_NAMES) {
    const wire: { scalar: string; list?: true; nullable?: true } = LISTING_FIELDS[field];
    const name = LISTING_REST_NAMES.client(field);
    if (wire.list) input[field] = list(name);
    else if (wire.scalar === 'Boolean') input[field] = flag(name);
    else {
      const value = text(name);
      // An empty optional choice is "not stated" (the schema's default).
      input[field] = value === '' && wire.nullable ? undefined : value === undefined ? undefined : (CLIENT_FORMS[field]?.(value) ?? value);
    }
  }
  return input;
}

/**
 * The listing's form fields under the names the spec's client reads (it sends `amenities` but reads
 * them as `features`), written into `fields` (a card's answer being built) or a new object.
 */
export function toRestListingFields(
  listing: Record<ListingFieldName, unknown>,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  // A plain loop: this runs for every card of every REST search answer.
  for (const field of LISTING_FIELD_NAMES) {
    if (field === 'amenities') continue;
    const form = REST_FORMS[field];
    fields[LISTING_REST_NAMES.client(field)] = form && listing[field] != null ? form(listing[field] as never) : listing[field];
  }
  fields.features = listing.amenities;
  return fields;
}
