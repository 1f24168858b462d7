import type { ReadDatabase } from '../../db/read-database';
import {
  LANDING_AUDIENCES,
  landingHeading,
  landingPath,
  landingSummary,
  parseLandingPath,
  placeSlug,
  type LandingAudience,
  type LandingPlace,
} from '../../../../shared/domain/landing-pages';
import { HOSTEL_TYPES } from '../../../../shared/domain/search';
import { toSearchParams } from '../../../../shared/validation/search';
import { NotFoundError } from '../../common/errors';
import type { Viewer } from '../auth/viewer';
import { Cached } from '../../common/cached';
import type { SearchOutcome, SearchService } from '../search/search.service';
import { listedSql } from '../property/listed';

const LANDING_PAGE_NOT_FOUND = 'There is no such page: no approved listings in that city or locality.';

/** Listings a landing page shows before its link to the full search. */
export const LANDING_LISTINGS = 12;
/** Nearby localities a page links to. */
const LANDING_LOCALITY_LINKS = 12;
/** Amenities the summary names. */
const SUMMARY_AMENITIES = 3;
/** Which cities and localities have listings changes slowly; one count serves a minute. */
const PLACES_TTL_MS = 60_000;

export interface LandingLocality {
  name: string;
  path: string;
}

export interface LandingPage {
  path: string;
  heading: string;
  summary: string;
  city: string;
  locality: string | null;
  audience: LandingAudience | null;
  /** The query string of /search-list that shows every listing of this page. */
  searchQuery: string;
  /** Other localities of the city with listings, the largest first. */
  localities: LandingLocality[];
  /** The first listings, with the total and facets, exactly as the search finds them. */
  listings: SearchOutcome;
  priceMin: number | null;
  priceMax: number | null;
}

/** Approved listings of one city, locality and gender. */
interface PlaceCount {
  city: string;
  locality: string;
  gender: string;
  count: number;
}

/**
 * Landing pages for every city and locality with approved listings, and for boys' and girls' PGs
 * per city. Their numbers come from the search itself, so a page and the search it links to agree.
 */
export class LandingService {
  /** Which places have listings changes slowly: counted once per PLACES_TTL_MS. */
  private readonly placeCounts = new Cached(PLACES_TTL_MS, () => this.countPlaces());

  constructor(
    /** The read replica when there is one: landing pages are public and tolerate its lag. */
    private readonly reads: ReadDatabase,
    private readonly search: SearchService,
  ) {}

  async page(viewer: Viewer | null, path: string): Promise<LandingPage> {
    const address = parseLandingPath(path);
    if (!address) throw new NotFoundError(LANDING_PAGE_NOT_FOUND);
    const { place, inCity } = await this.placeAt(address);
    const hostelType = LANDING_AUDIENCES.find((audience) => audience.value === place.audience)?.hostelType;
    const filter = { city: place.city, location: place.locality, hostelType };
    const [listings, cheapest, dearest] = await Promise.all([
      this.search.search(viewer, { filter, limit: LANDING_LISTINGS }),
      this.search.search(viewer, { filter, limit: 1, sort: 'price_asc' }, { withFacets: false }),
      this.search.search(viewer, { filter, limit: 1, sort: 'price_desc' }, { withFacets: false }),
    ]);
    const priceMin = cheapest.results[0]?.property.price ?? null;
    const priceMax = dearest.results[0]?.property.price ?? null;
    const amenities = (listings.facets?.amenities ?? [])
      .filter((facet) => facet.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, SUMMARY_AMENITIES);

    return {
      path: landingPath(place),
      heading: landingHeading(place),
      summary: landingSummary(place, {
        total: listings.total,
        totalExact: listings.totalExact,
        countsExact: listings.facets?.exact,
        priceMin,
        priceMax,
        amenities,
      }),
      city: place.city,
      locality: place.locality ?? null,
      audience: place.audience ?? null,
      searchQuery: toSearchParams(filter).toString(),
      localities: this.localitiesOf(inCity, place.locality),
      listings,
      priceMin,
      priceMax,
    };
  }

  /** The place a landing address names, with the counts of its city; a 404 when it has no listings. */
  private async placeAt(address: NonNullable<ReturnType<typeof parseLandingPath>>): Promise<{ place: LandingPlace; inCity: PlaceCount[] }> {
    const places = await this.places();
    const citySlug = address.citySlug ?? this.largestCitySlug(places, address.audience);
    const inCity = places.filter((place) => placeSlug(place.city) === citySlug);
    const locality = address.localitySlug
      ? inCity.find((place) => placeSlug(place.locality) === address.localitySlug)?.locality
      : undefined;
    if (!inCity.length || (address.localitySlug && !locality)) throw new NotFoundError(LANDING_PAGE_NOT_FOUND);
    return {
      place: { city: inCity[0].city, ...(locality ? { locality } : {}), ...(address.audience ? { audience: address.audience } : {}) },
      inCity,
    };
  }

  /** Every landing page that has listings, for the sitemap. */
  async paths(): Promise<string[]> {
    const places = await this.places();
    const paths = new Set<string>();
    for (const place of places) {
      paths.add(landingPath({ city: place.city }));
      paths.add(landingPath({ city: place.city, locality: place.locality }));
      for (const audience of LANDING_AUDIENCES) {
        if (this.isFor(place, audience.value)) paths.add(landingPath({ city: place.city, audience: audience.value }));
      }
    }
    return [...paths].sort();
  }

  /** The city with the most listings for the audience (for /girls-pg and /boys-pg). */
  private largestCitySlug(places: PlaceCount[], audience: LandingAudience | undefined): string | undefined {
    const counts = new Map<string, number>();
    for (const place of places) if (this.isFor(place, audience)) counts.set(place.city, (counts.get(place.city) ?? 0) + place.count);
    const [largest] = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    return largest ? placeSlug(largest[0]) : undefined;
  }

  /** Whether a place's listings are on an audience's page (unisex ones are on both). */
  private isFor(place: PlaceCount, audience: LandingAudience | undefined): boolean {
    if (!audience) return true;
    const hostelType = LANDING_AUDIENCES.find((option) => option.value === audience)?.hostelType;
    const genders: readonly string[] = HOSTEL_TYPES.find((type) => type.value === hostelType)?.genders ?? [];
    return genders.includes(place.gender);
  }

  private localitiesOf(inCity: PlaceCount[], current: string | undefined): LandingLocality[] {
    const counts = new Map<string, number>();
    for (const place of inCity) if (place.locality !== current) counts.set(place.locality, (counts.get(place.locality) ?? 0) + place.count);
    return [...counts]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, LANDING_LOCALITY_LINKS)
      .map(([name]) => ({ name, path: landingPath({ city: inCity[0].city, locality: name }) }));
  }

  private places(): Promise<PlaceCount[]> {
    return this.placeCounts.get();
  }

  private async countPlaces(): Promise<PlaceCount[]> {
    const rows = await this.reads.query<{ city: string; locality: string; gender: string; count: string }>(
      `SELECT city, locality, gender, count(*) AS count FROM properties WHERE ${listedSql()} GROUP BY city, locality, gender`,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }
}
