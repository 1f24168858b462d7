/**
 * What a public page tells search engines and link previews (title, description, canonical URL,
 * Open Graph / Twitter card, JSON-LD). The web app writes these tags into <head> as pages change;
 * the gateway writes the same ones into the HTML it serves, for crawlers and chat apps that run no
 * JavaScript.
 */

const SITE_NAME = 'Nivaas';

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 160;

export interface PageMeta {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description?: string;
  /** Absolute URL of the picture a shared link shows. */
  imageUrl?: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Pages that must not appear in search results (a missing listing, a 404). */
  noIndex?: boolean;
  /** schema.org data about what the page shows. */
  structuredData?: Record<string, unknown>;
  /** The page's largest image, fetched from the head before any script runs (its srcset and sizes as the page's <img>). */
  preloadImage?: { url: string; srcSet?: string; sizes?: string };
}

/** One tag in <head>: found by `keyAttribute="key"`, carrying `value` in `valueAttribute`. */
export interface HeadTag {
  tag: 'meta' | 'link';
  keyAttribute: 'name' | 'property' | 'rel';
  key: string;
  valueAttribute: 'content' | 'href';
  value: string;
  /** More attributes, written as they are (a preload's as, imagesrcset, imagesizes, fetchpriority). */
  attributes?: Record<string, string>;
}

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** A description cut at a word to the length search engines show. */
export function metaDescription(plainText: string): string {
  const text = plainText.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}...`;
}

/** Every tag a page sets, in the order they are written. */
export function headTags(meta: PageMeta): HeadTag[] {
  const title = pageTitle(meta.title);
  const metaTag = (keyAttribute: 'name' | 'property', key: string, value: string): HeadTag => ({
    tag: 'meta',
    keyAttribute,
    key,
    valueAttribute: 'content',
    value,
  });
  return [
    ...(meta.description ? [metaTag('name', 'description', meta.description)] : []),
    ...(meta.noIndex ? [metaTag('name', 'robots', 'noindex')] : []),
    { tag: 'link', keyAttribute: 'rel', key: 'canonical', valueAttribute: 'href', value: meta.url },
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:url', meta.url),
    ...(meta.description ? [metaTag('property', 'og:description', meta.description)] : []),
    ...(meta.imageUrl ? [metaTag('property', 'og:image', meta.imageUrl)] : []),
    metaTag('name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
    ...(meta.preloadImage ? [imagePreload(meta.preloadImage)] : []),
  ];
}

/** <link rel="preload" as="image"> for the page's largest image, at the size the screen needs. */
function imagePreload({ url, srcSet, sizes }: NonNullable<PageMeta['preloadImage']>): HeadTag {
  const attributes: Record<string, string> = { as: 'image', fetchpriority: 'high' };
  if (srcSet) attributes.imagesrcset = srcSet;
  if (srcSet && sizes) attributes.imagesizes = sizes;
  return { tag: 'link', keyAttribute: 'rel', key: 'preload', valueAttribute: 'href', value: url, attributes };
}

export interface ListingForStructuredData {
  title: string;
  price: number;
  streetAddress: string;
  locality: string;
  city: string;
  state: string;
  pinCode: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * schema.org LodgingBusiness for a listing, with its monthly rent as an offer and, only when it
 * has reviews, their AggregateRating.
 */
export function listingStructuredData(
  listing: ListingForStructuredData,
  url: string,
  imageUrl?: string,
  rating?: { average: number | null; count: number },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: listing.title,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [listing.streetAddress, listing.locality].filter(Boolean).join(', '),
      addressLocality: listing.city,
      addressRegion: listing.state,
      postalCode: listing.pinCode,
      addressCountry: 'IN',
    },
    ...(listing.latitude !== null && listing.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } }
      : {}),
    ...(rating && rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: {
      '@type': 'Offer',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'INR', unitText: 'MON' },
    },
  };
}

export interface OrganizationDetails {
  siteUrl: string;
  contact: { email: string; phone: string; address: string };
  /** Profile URLs on social networks; empty ones are left out. */
  social: Record<string, string>;
}

/**
 * schema.org Organization (who runs the site, how to reach it) and WebSite (with the search box
 * a search engine may show under the home page's result), for the home page.
 */
export function organizationStructuredData({ siteUrl, contact, social }: OrganizationDetails): Record<string, unknown> {
  const sameAs = Object.values(social).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: SITE_NAME,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/favicon.svg`,
        ...(contact.email ? { email: contact.email } : {}),
        ...(contact.phone ? { telephone: contact.phone } : {}),
        ...(contact.address ? { address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'IN' } } : {}),
        ...(sameAs.length ? { sameAs } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name: SITE_NAME,
        url: `${siteUrl}/`,
        publisher: { '@id': `${siteUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search-list?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** schema.org BreadcrumbList for the trail a page shows: Home, then each crumb (paths on the site). */
export function breadcrumbStructuredData(siteUrl: string, crumbs: Array<{ label: string; to: string }>): Record<string, unknown> {
  const trail = [{ label: 'Home', to: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl + crumb.to,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">` or `application/json` element: "<" escaped so no text in the data can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
