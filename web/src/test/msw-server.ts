import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listingReviews } from './listing-fixtures';
import { siteSettings } from './site-settings';

/**
 * The fake network of web tests; each test adds handlers keyed by GraphQL operation name. The
 * detail page's best-effort "seen" and view-count calls and the home page's sections and guides (for
 * tests that pass through home) answer by default: nothing seen or counted, nothing listed, no
 * reviews; the account menu's unread leads count is 0, a signed-in user's shortlist is empty, and
 * nobody has booked a visit; nothing waits for an admin in the dashboard header; the search box's
 * suggestions are none and the owner forms' list of states is empty (tests of those use
 * search-handlers.ts and location-handlers.ts). The site settings are those /runtime-config.js
 * set (browser-apis.ts). A listing that is not found was not removed either, and a signed-in
 * user's shortlist holds no removed listings.
 */
export const server = setupServer(
  graphql.mutation('MarkListingSeen', () => HttpResponse.json({ data: { markListingSeen: false } })),
  graphql.mutation('RecordListingView', () => HttpResponse.json({ data: { recordListingView: false } })),
  graphql.query('ShortlistIds', () => HttpResponse.json({ data: { shortlistedIds: [] } })),
  graphql.query('HomeRecommended', () => HttpResponse.json({ data: { search: { __typename: 'SearchResult', results: [] } } })),
  graphql.query('HomeCollections', () => HttpResponse.json({ data: { searchCollections: [] } })),
  graphql.query('ListingReviews', ({ variables }) => HttpResponse.json({ data: { property: listingReviews({ id: variables.id }) } })),
  graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } })),
  graphql.query('UnreadLeads', () => HttpResponse.json({ data: { unreadLeads: 0 } })),
  graphql.query('UnreadEnquiries', () => HttpResponse.json({ data: { unreadEnquiries: 0 } })),
  graphql.query('Visits', () => HttpResponse.json({ data: { visits: { __typename: 'VisitPage', total: 0, page: 1, items: [] } } })),
  graphql.query('SiteSettings', () => HttpResponse.json({ data: { siteSettings: siteSettings() } })),
  graphql.query('AdminNotifications', () =>
    HttpResponse.json({
      data: { adminNotifications: { __typename: 'AdminNotifications', listingsWaiting: 0, unreadMessages: 0, openReports: 0, total: 0 } },
    }),
  ),
  graphql.query('SearchSuggestions', () => HttpResponse.json({ data: { searchSuggestions: [] } })),
  graphql.query('LocationStates', () => HttpResponse.json({ data: { states: [] } })),
  graphql.query('MyVisits', () => HttpResponse.json({ data: { myVisits: { __typename: 'VisitPage', total: 0, page: 1, items: [] } } })),
  // A thread shown with unread messages is read (use-read-when-shown.ts).
  graphql.mutation('ReadThread', ({ variables }) =>
    HttpResponse.json({ data: { readThread: { __typename: 'LeadThread', id: variables.id, unread: 0 } } }),
  ),
  graphql.query('MyPhoneRevealThreads', () =>
    HttpResponse.json({ data: { myPhoneRevealThreads: { __typename: 'PhoneRevealPage', total: 0, items: [] } } }),
  ),
  graphql.query('RemovedListing', () => HttpResponse.json({ data: { removedListing: null } })),
  graphql.query('ShortlistRemoved', () => HttpResponse.json({ data: { shortlistRemoved: [] } })),
);
