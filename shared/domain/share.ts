/**
 * Sharing a listing: the words of the Share button and its menu, and the text a shared link
 * carries (the link preview itself comes from the page's Open Graph tags, see page-meta.ts).
 */

import { formatRupees } from './listing-text';

export const SHARE_TEXTS = {
  button: 'Share',
  copyLink: 'Copy link',
  whatsApp: 'Share on WhatsApp',
  email: 'Share by e-mail',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Copy it from the address bar instead.',
} as const;

export interface ShareableListing {
  id: string;
  title: string;
  price: number;
  locality: string;
  city: string;
}

/** Only what sharing needs of a listing (what a card's share island carries in the page's HTML). */
export const shareableListing = ({ id, title, price, locality, city }: ShareableListing): ShareableListing => ({
  id,
  title,
  price,
  locality,
  city,
});

/** The path of a listing's page; the canonical URL is the site's address plus this. */
export const listingPath = (id: string) => `/property/${id}`;

/** "₹7,500 a month in Malviya Nagar, Jaipur" */
export function listingShareText(listing: Pick<ShareableListing, 'price' | 'locality' | 'city'>): string {
  return `${formatRupees(listing.price)} a month in ${[listing.locality, listing.city].filter(Boolean).join(', ')}`;
}

/** A wa.me link that opens WhatsApp with the text and the link typed in. */
export function whatsAppShareUrl(title: string, text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}: ${text}\n${url}`)}`;
}

/** A mailto: link with the listing as subject and the text and link as body. */
export function emailShareUrl(title: string, text: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
}
