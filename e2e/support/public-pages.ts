import { baseUrl } from './browser';

/** A public page the server renders (issue 15 item 1), as the sample data shows it. */
export interface PublicPage {
  /** What the page is, known before the sample data is read (tests are named by it). */
  name: string;
  path: string;
  /** The page's one <h1>. */
  heading: string;
  status: number;
  /** For the pages that list stays: listings of which the HTML must link at least one. */
  listingIds: string[];
  /** Served as HTML with islands (web/src/public-pages/), not hydrated as a whole: the names of its islands. */
  islands?: string[];
}

interface RestListing {
  _id: string;
  property_title: string;
  owner: string | { _id: string };
}

/** What the pages' addresses and headings are read from. */
interface Sample {
  all: RestListing[];
  jaipur: RestListing[];
  posts: Array<{ _id: string; title: string }>;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The islands of the main layout: the header's buttons, the account links, the newsletter box. */
const LAYOUT_ISLANDS = ['account', 'header-actions', 'newsletter'];
/** The islands of the search page: the widget, the sidebar, the heading's chips, 'Save this search', the quick filters, sort and view. */
const SEARCH_ISLANDS = ['search-widget', 'search-refine', 'search-heading', 'save-search', 'search-controls'];
/** The islands of a listing's card (one of each per card). */
const LISTING_CARD_ISLANDS = ['share-button', 'shortlist-button'];

const ids = (stays: RestListing[]) => stays.map((stay) => stay._id);
const ownerId = ({ owner }: RestListing) => (typeof owner === 'string' ? owner : owner._id);

/**
 * Every public page: home, search, a listing, its owner, the blog and a post, the information
 * pages, landing pages and the 404 page, with its heading and status read from the sample data.
 */
const PAGES: Array<[name: string, page: (sample: Sample) => Omit<PublicPage, 'name'>]> = [
  [
    'home',
    ({ all }) => ({
      path: '/',
      heading: 'Find Comfort. Find Nivaas.',
      status: 200,
      listingIds: ids(all),
      islands: [...LAYOUT_ISLANDS, 'collections', 'recommended', 'search-widget'],
    }),
  ],
  [
    'search',
    ({ jaipur }) => ({
      path: '/search-list?city=Jaipur',
      heading: 'Search List',
      status: 200,
      listingIds: ids(jaipur),
      islands: [...LAYOUT_ISLANDS, ...LISTING_CARD_ISLANDS, ...SEARCH_ISLANDS, 'search-page-numbers'],
    }),
  ],
  [
    'a listing',
    ({ jaipur }) => ({
      path: `/property/${jaipur[0]._id}`,
      heading: jaipur[0].property_title,
      status: 200,
      listingIds: [],
      islands: [
        ...LAYOUT_ISLANDS,
        ...LISTING_CARD_ISLANDS,
        'contact-bar',
        'key-highlights',
        'listing-gallery',
        'listing-reviews',
        'owner-column',
      ],
    }),
  ],
  [
    "the listing's owner",
    ({ jaipur }) => ({
      path: `/owners/${ownerId(jaipur[0])}`,
      heading: 'Properties by',
      status: 200,
      listingIds: [],
      islands: [...LAYOUT_ISLANDS, ...LISTING_CARD_ISLANDS],
    }),
  ],
  ['the blog', () => ({ path: '/blog', heading: 'Blog', status: 200, listingIds: [], islands: LAYOUT_ISLANDS })],
  [
    'a blog post',
    ({ posts }) => ({ path: `/blogs/${posts[0]._id}`, heading: posts[0].title, status: 200, listingIds: [], islands: LAYOUT_ISLANDS }),
  ],
  ['about us', () => ({ path: '/about', heading: 'About us', status: 200, listingIds: [], islands: LAYOUT_ISLANDS })],
  [
    'FAQs',
    () => ({ path: '/faqs', heading: 'Frequently asked questions', status: 200, listingIds: [], islands: [...LAYOUT_ISLANDS, 'faqs'] }),
  ],
  [
    'contact',
    () => ({
      path: '/contact',
      heading: 'Contact',
      status: 200,
      listingIds: [],
      islands: [...LAYOUT_ISLANDS, 'contact-form', 'office-map'],
    }),
  ],
  [
    'reviews',
    () => ({ path: '/reviews', heading: 'Reviews & Ratings', status: 200, listingIds: [], islands: [...LAYOUT_ISLANDS, 'page-numbers'] }),
  ],
  [
    'a city landing page',
    ({ jaipur }) => ({
      path: '/pg-in-jaipur',
      heading: 'PG in Jaipur',
      status: 200,
      listingIds: ids(jaipur),
      islands: LISTING_CARD_ISLANDS,
    }),
  ],
  [
    'a landing page for girls',
    () => ({ path: '/girls-pg-in-jaipur', heading: 'Girls PG in Jaipur', status: 200, listingIds: [], islands: LISTING_CARD_ISLANDS }),
  ],
  // A one-part address is a landing page's route, so its 404 is a page of islands too (with no header, no island).
  ['the 404 page', () => ({ path: '/no-such-page', heading: 'Oops! page not found', status: 404, listingIds: [], islands: [] })],
];

/** The public pages' names, in the order publicPages() gives them. */
export const PUBLIC_PAGE_NAMES = PAGES.map(([name]) => name);

/**
 * Every public page with its heading, read from the sample data through the REST API. The
 * crawler check (build-checks/server-render) and the public pages' journey both go through it.
 */
export async function publicPages(): Promise<PublicPage[]> {
  const sample: Sample = {
    jaipur: (await json<{ properties: RestListing[] }>('/api/v1/properties?city=Jaipur&limit=50')).properties,
    all: (await json<{ properties: RestListing[] }>('/api/v1/properties?limit=100')).properties,
    posts: (await json<{ data: Array<{ _id: string; title: string }> }>('/api/v1/fetch-blog')).data,
  };
  return PAGES.map(([name, page]) => ({ name, ...page(sample) }));
}
