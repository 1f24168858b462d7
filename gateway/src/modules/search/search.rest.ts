import { Router } from 'express';
import { handle } from '../../rest/handler';
import { optionalRestViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { toRestProperty } from '../property/property.rest';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import type { SearchOutcome } from './search.service';

/**
 * GET /api/v1/search: spec section 7's search. The query string of spec section 3 (q, city,
 * location, hostelType, sharingType and amenities comma-joined, priceMin, priceMax, nearMe, lat,
 * lng, page, limit) plus radius, sort, tenants and the sidebar's and chips' filters. Answers
 * `{ results, total, totalExact, page, limit, totalPages, facets }` (total counted up to COUNT_CAP), each result a listing as the REST
 * adapter shows listings, with `distanceKm` when lat/lng were given.
 */
export function searchRoutes(services: Services): Router {
  const { search, searchTypeahead, listingImages } = services;
  const router = Router();
  // An answer shared through the search cache is the same object each time: written once.
  const written = new WeakMap<SearchOutcome, object>();
  router.get(
    '/search',
    handle(CALL_MESSAGES.searchFailed, async (req) => {
      const { page, limit, ...filter } = req.query;
      // Anybody may search; a signed-in caller's seen listings can be hidden.
      const found = await search.search(await optionalRestViewer(services, req), { filter, page, limit });
      let answer = written.get(found);
      if (!answer) written.set(found, (answer = restAnswer(found, listingImages)));
      return answer;
    }),
  );
  router.get(
    '/search/suggestions',
    handle(CALL_MESSAGES.searchFailed, async (req) => ({ data: await searchTypeahead.suggest(req.query.q, req.query.limit) })),
  );
  return router;
}

/** A search's outcome as spec section 7's client reads it. */
function restAnswer(found: SearchOutcome, listingImages: Services['listingImages']) {
  return {
    results: found.results.map((hit) => {
      // Added to the card in place (a spread would copy its 40-odd fields again: see toRestProperty).
      const card = toRestProperty(hit.property, hit.images, hit.owner, listingImages);
      if (hit.distanceKm !== null) card.distanceKm = hit.distanceKm;
      return card;
    }),
    total: found.total,
    totalExact: found.totalExact,
    page: found.page,
    limit: found.limit,
    totalPages: found.totalPages,
    sort: found.sort,
    understoodQuery: found.understoodQuery,
    understood: found.understood && { text: found.understood.text, ...found.understood.filters },
    facets: found.facets,
  };
}
