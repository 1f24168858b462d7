import type { ComponentType } from 'react';

/**
 * Each island's code, loaded in the browser when the island wakes (its own chunk). The names are
 * what the server writes beside each island's place; `Island` gets the same component directly.
 */
export const ISLAND_CODE = {
  'header-actions': () => import('../layouts/HeaderActions').then((m) => m.HeaderActions),
  account: () => import('../layouts/AccountLinks').then((m) => m.AccountLinks),
  newsletter: () => import('../features/newsletter/NewsletterForm').then((m) => m.NewsletterForm),
  'search-widget': () => import('../features/search/SearchWidget').then((m) => m.SearchWidget),
  recommended: () => import('../features/home/Recommended').then((m) => m.Recommended),
  collections: () => import('../features/home/Collections').then((m) => m.Collections),
  'shortlist-button': () => import('../features/shortlist/ShortlistButton').then((m) => m.ShortlistButton),
  faqs: () => import('../features/info/FaqList').then((m) => m.FaqList),
  'contact-form': () => import('../features/contact/ContactForm').then((m) => m.ContactForm),
  'office-map': () => import('../features/contact/OfficeMap').then((m) => m.OfficeMap),
  'page-numbers': () => import('../components/PageNumbers').then((m) => m.PageNumbersInAddress),
  'share-button': () => import('../features/share/ShareButton').then((m) => m.ShareButton),
  'listing-gallery': () => import('../features/property/PropertyGallery').then((m) => m.PropertyGallery),
  'key-highlights': () => import('../features/property/KeyHighlights').then((m) => m.KeyHighlights),
  'owner-column': () => import('../features/property/OwnerColumn').then((m) => m.OwnerColumn),
  'listing-reviews': () => import('../features/reviews/ListingReviews').then((m) => m.ListingReviews),
  'contact-bar': () => import('../features/leads/ContactBar').then((m) => m.ContactBar),
  'search-refine': () => import('../features/search/SearchResultsHeader').then((m) => m.RefinePanel),
  'search-heading': () => import('../features/search/SearchResultsHeader').then((m) => m.ResultsHeading),
  'search-controls': () => import('../features/search/SearchResultsHeader').then((m) => m.ResultsControls),
  'save-search': () => import('../features/saved-searches/SaveSearchButton').then((m) => m.SaveSearchButton),
  'search-widening': () => import('../features/search/NoResults').then((m) => m.NoResults),
  'search-page-numbers': () => import('../features/search/SearchPageNumbers').then((m) => m.SearchPageNumbers),
  'search-map': () => import('../features/search/SearchMapView').then((m) => m.SearchMapView),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof ISLAND_CODE;
