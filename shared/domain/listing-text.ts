/**
 * How a listing is put into words, the same in the web app and in the pages the gateway renders
 * for crawlers and link previews.
 */

import { stripHtml, truncate } from './plain-text';
import { PROPERTY_TYPES, labelOf } from './property';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** How far a search counts its results and its facets' candidates: "1,000+" past it. */
export const COUNT_CAP = 1000;

/**
 * A search's count as people read it: "1,234", or "1,000+" when counting stopped at its cap
 * (a search counts its results and facets only so far, so a country costs what a city does).
 */
export function searchCountText(count: number, exact: boolean): string {
  return `${count.toLocaleString('en-IN')}${exact ? '' : '+'}`;
}

/**
 * A count that stops at COUNT_CAP and comes with no flag saying so (a suggestion's listings, a saved
 * search's new matches, a landing page's total): at the cap it means at least as many, "1,000+".
 * Not for a search's own total, which says whether it is exact (totalExact) and may count past the cap.
 */
export function cappedCountText(count: number): string {
  return searchCountText(count, count < COUNT_CAP);
}

/**
 * A facet's count beside its choice: " (12)"; when the facets were counted over the first
 * candidates only (not exact), a lower bound " (12+)", and nothing for none seen (there may be some).
 */
export function facetCountText(count: number, exact: boolean): string {
  if (!exact && count === 0) return '';
  return ` (${searchCountText(count, exact)})`;
}

/** ₹12,500 (Indian digit grouping: ₹1,25,000); rupees are whole numbers. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Room-type label (spec section 4): single bed is a private room, else shared by 2 or 3. */
export function roomTypeLabel(beds: string | null | undefined): string {
  switch (beds) {
    case 'double_bed':
      return 'shared by 2';
    case 'triple_bed':
      return 'shared by 3';
    default:
      return 'private room';
  }
}

/** Gender badge: Only Boys, Only Girls, Boys & Girls, or nothing. */
export function genderBadge(gender: string | null | undefined): string {
  switch (gender) {
    case 'male':
      return 'Only Boys';
    case 'female':
      return 'Only Girls';
    case 'unisex':
      return 'Boys & Girls';
    default:
      return '';
  }
}

export interface ListingSummarySource {
  propertyType: string;
  gender: string;
  beds: string;
  amenities: readonly string[];
  locality: string;
  city: string;
  price: number;
}

/**
 * The one sentence a search result or a shared link shows for a listing:
 * "PG in Malviya Nagar, Jaipur for Only Girls: ₹7,500 a month, shared by 2, food included."
 */
export function listingSummary(listing: ListingSummarySource): string {
  const who = genderBadge(listing.gender);
  const facts = [
    `${formatRupees(listing.price)} a month`,
    roomTypeLabel(listing.beds),
    listing.amenities.includes('food_service') ? 'food included' : '',
  ];
  return `${labelOf(PROPERTY_TYPES, listing.propertyType)} in ${listing.locality}, ${listing.city}${who ? ` for ${who}` : ''}: ${facts.filter(Boolean).join(', ')}.`;
}

/** Listing cards show this many words of the title (spec section 9). */
export const CARD_TITLE_WORDS = 5;
/** ...and this many characters of the description (spec section 9). */
const CARD_DESCRIPTION_CHARS = 50;

/**
 * A card's description: the listing's rich text as plain text, cut to CARD_DESCRIPTION_CHARS.
 * The gateway sends cards only this (Property.cardDescription), not the whole description.
 */
export function cardDescription(description: string): string {
  return truncate(stripHtml(description), CARD_DESCRIPTION_CHARS);
}
