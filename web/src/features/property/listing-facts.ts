import {
  FURNISHING,
  PREFERRED_TENANTS,
  PROPERTY_TYPES,
  VACANT_BEDS_TEXT,
  labelOf,
  roomsLabel,
  vacantBedsLabel,
} from '../../../../shared/domain/property';
import { VERIFICATION_CHECKS } from '../../../../shared/domain/verification';
import { formatLongDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { capitalise, genderBadge, parkingLabel, roomTypeLabel } from '../../lib/listing-labels';

export const LISTING_PLACEHOLDER_IMAGE = '/images/listing-placeholder.svg';

/** "₹7,500", or N/A when a listing has no price. */
export function priceText(price: number | null | undefined): string {
  return typeof price === 'number' ? formatRupees(price) : 'N/A';
}

export function depositText(deposit: number): string {
  return deposit > 0 ? `${formatRupees(deposit)} deposit` : 'No Deposit';
}

const MEAL_ORDER = ['breakfast', 'lunch', 'dinner'];
const FOOD_PREFERENCES: Record<string, string> = { veg: 'Veg only', non_veg: 'Veg and non-veg', both: 'Veg and non-veg' };

/** "Veg only · Breakfast, lunch and dinner", from what the owner gave (empty when nothing). */
export function foodText(preference: string | null, meals: readonly string[]): string {
  const ordered = MEAL_ORDER.filter((meal) => meals.includes(meal)).map((meal, index) => (index === 0 ? capitalise(meal) : meal));
  const mealText = ordered.length > 1 ? `${ordered.slice(0, -1).join(', ')} and ${ordered[ordered.length - 1]}` : ordered.join('');
  return [preference ? FOOD_PREFERENCES[preference] : '', mealText].filter(Boolean).join(' · ');
}

export interface ListingFactsSource {
  propertyType: string;
  gender: string;
  beds: string;
  rooms: number;
  bathrooms: number;
  parking: string;
  furnishing: string | null;
  attachedBathroom: boolean;
  totalCapacity: number | null;
  /** Beds free now (null: not stated). */
  vacantBeds?: number | null;
  availableFrom: string | null;
  preferredTenants: readonly string[];
  foodPreference: string | null;
  meals: readonly string[];
  amenities: readonly string[];
  verified: boolean;
  /** When the Nivaas team last verified it. */
  verifiedAt?: string | null;
}

/** "3 rooms · 2 bathrooms · shared by 2". */
export function configurationText(listing: Pick<ListingFactsSource, 'rooms' | 'bathrooms' | 'beds'>): string {
  const rooms = roomsLabel(listing.rooms);
  return `${rooms} ${listing.rooms === 1 ? 'room' : 'rooms'} · ${listing.bathrooms} ${listing.bathrooms === 1 ? 'bathroom' : 'bathrooms'} · ${roomTypeLabel(listing.beds)}`;
}

/** The key highlights, most useful first; only facts the owner actually gave. */
export function keyHighlights(listing: ListingFactsSource): Array<{ label: string; value: string }> {
  const facts: Array<{ label: string; value: string | null | false }> = [
    { label: 'Property type', value: labelOf(PROPERTY_TYPES, listing.propertyType) },
    { label: 'Room type', value: capitalise(roomTypeLabel(listing.beds)) },
    { label: VACANT_BEDS_TEXT.field, value: vacantBedsLabel(listing.vacantBeds) },
    { label: 'For', value: genderBadge(listing.gender) },
    {
      label: 'Food',
      value: listing.amenities.includes('food_service')
        ? foodText(listing.foodPreference, listing.meals) || 'Food service included'
        : false,
    },
    { label: 'Furnishing', value: listing.furnishing ? labelOf(FURNISHING, listing.furnishing) : null },
    { label: 'Configuration', value: configurationText(listing) },
    { label: 'Bathroom', value: listing.attachedBathroom ? 'Attached bathroom' : null },
    { label: 'Parking', value: parkingLabel(listing.parking) },
    { label: 'Capacity', value: listing.totalCapacity ? `${listing.totalCapacity} residents` : null },
    { label: 'Available from', value: listing.availableFrom ? formatLongDate(`${listing.availableFrom}T00:00:00+05:30`) : null },
    { label: 'Preferred tenants', value: listing.preferredTenants.map((tenant) => labelOf(PREFERRED_TENANTS, tenant)).join(', ') || null },
    { label: 'Laundry', value: listing.amenities.includes('laundry') ? 'Laundry available' : null },
    { label: 'Wi-Fi', value: listing.amenities.includes('internet') ? 'Internet included' : null },
    {
      label: 'Verified',
      // What the admin's checklist stood on, not just the word.
      value: listing.verified
        ? `Checked by the Nivaas team${listing.verifiedAt ? ` on ${formatLongDate(listing.verifiedAt)}` : ''}: ${VERIFICATION_CHECKS.map(
            (check) => check.label.charAt(0).toLowerCase() + check.label.slice(1),
          ).join('; ')}`
        : null,
    },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** A YouTube link as its privacy-friendly embed URL, or null for anything else. */
export function youtubeEmbedUrl(videoUrl: string | null): string | null {
  if (!videoUrl) return null;
  const id = /(?:youtu\.be\/|v=|embed\/|shorts\/)([\w-]{6,})/.exec(videoUrl)?.[1];
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
