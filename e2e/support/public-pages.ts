import { baseUrl } from './browser';

/** A public page the server renders (issue 15 item 1), as the sample data shows it. */
export interface PublicPage {
  path: string;
  /** The page's one <h1>. */
  heading: string;
  status: number;
  /** For the pages that list stays: listings of which the HTML must link at least one. */
  listingIds: string[];
}

interface RestListing {
  _id: string;
  property_title: string;
  owner: string | { _id: string };
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every public page with its heading, read from the sample data through the REST API: home,
 * search, a listing, its owner, the blog and a post, the information pages, landing pages and
 * the 404 page. The crawler test and the hydration journey both go through this one table.
 */
export async function publicPages(): Promise<PublicPage[]> {
  const jaipur = (await json<{ properties: RestListing[] }>('/api/v1/properties?city=Jaipur&limit=50')).properties;
  const all = (await json<{ properties: RestListing[] }>('/api/v1/properties?limit=100')).properties;
  const posts = (await json<{ data: Array<{ _id: string; title: string }> }>('/api/v1/fetch-blog')).data;
  const listing = jaipur[0];
  const ownerId = typeof listing.owner === 'string' ? listing.owner : listing.owner._id;
  return [
    { path: '/', heading: 'Find Comfort. Find Nivaas.', status: 200, listingIds: all.map((stay) => stay._id) },
    { path: '/search-list?city=Jaipur', heading: 'Search List', status: 200, listingIds: jaipur.map((stay) => stay._id) },
    { path: `/property/${listing._id}`, heading: listing.property_title, status: 200, listingIds: [] },
    { path: `/owners/${ownerId}`, heading: 'Properties by', status: 200, listingIds: [] },
    { path: '/blog', heading: 'Blog', status: 200, listingIds: [] },
    { path: `/blogs/${posts[0]._id}`, heading: posts[0].title, status: 200, listingIds: [] },
    { path: '/about', heading: 'About us', status: 200, listingIds: [] },
    { path: '/faqs', heading: 'Frequently asked questions', status: 200, listingIds: [] },
    { path: '/contact', heading: 'Contact', status: 200, listingIds: [] },
    { path: '/reviews', heading: 'Reviews & Ratings', status: 200, listingIds: [] },
    { path: '/pg-in-jaipur', heading: 'PG in Jaipur', status: 200, listingIds: jaipur.map((stay) => stay._id) },
    { path: '/girls-pg-in-jaipur', heading: 'Girls PG in Jaipur', status: 200, listingIds: [] },
    { path: '/no-such-page', heading: 'Oops! page not found', status: 404, listingIds: [] },
  ];
}
