import { understoodChips, type UnderstoodChip, type UnderstoodFilters } from '../../../../shared/domain/search-words';
import type { SearchFilters } from '../../../../shared/validation/search';
import type { SearchListingsQuery } from '../../generated/graphql';

type Understood = NonNullable<SearchListingsQuery['search']['understood']>;

/**
 * The search's filters with what it read from the words of q put in their place (q keeps only
 * the words left), so the URL says what is searched and each part can be removed; null when the
 * words set no filter.
 */
export function withUnderstood(filters: SearchFilters, understood: Understood | null | undefined): SearchFilters | null {
  if (!understood) return null;
  const { text, ...read } = understood;
  const set = Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<SearchFilters>;
  if (!Object.keys(set).length) return null;
  const next: SearchFilters = { ...filters, ...set, q: text ?? undefined };
  if (next.q === undefined) delete next.q;
  return next;
}

/** The parts of a search the words can say, as chips ("Girls", "Malviya Nagar", "under ₹8,000", "food included"). */
export function searchChips(filters: SearchFilters): UnderstoodChip[] {
  const { city, location, hostelType, sharingType, priceMin, priceMax, amenities, foodPreference, attachedBathroom, furnished } = filters;
  const read: UnderstoodFilters = {
    city,
    location,
    hostelType,
    sharingType,
    priceMin,
    priceMax,
    amenities,
    foodPreference,
    attachedBathroom,
    furnished,
  };
  return understoodChips(read, filters.q ?? null);
}

/** The change that removes one chip's part of the search. */
export function removeChip(filters: SearchFilters, chip: UnderstoodChip): Partial<SearchFilters> {
  if (chip.key === 'priceMin' || chip.key === 'priceMax') return { priceMin: undefined, priceMax: undefined };
  if (chip.key === 'sharingType' || chip.key === 'amenities') {
    const rest = ((filters[chip.key] ?? []) as string[]).filter((value) => value !== chip.value);
    return { [chip.key]: rest.length ? rest : undefined } as Partial<SearchFilters>;
  }
  if (chip.key === 'location') return { location: undefined, radius: filters.nearMe ? filters.radius : undefined };
  return { [chip.key]: undefined } as Partial<SearchFilters>;
}
