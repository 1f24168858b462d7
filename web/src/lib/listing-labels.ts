import { PARKING } from '../../../shared/domain/property';

import { roomTypeLabel } from '../../../shared/domain/listing-text';

// Shared with the pages the gateway renders for crawlers and link previews.
export { genderBadge, roomTypeLabel } from '../../../shared/domain/listing-text';

/** Headline label: 'private room' for a single bed, else 'shared room'. */
export function headlineLabel(beds: string | null | undefined): string {
  return beds === 'single_bed' ? roomTypeLabel(beds) : 'shared room';
}

/** Parking as the detail page shows it: car, bike, both, none. */
export function parkingLabel(parking: string | null | undefined): string {
  return PARKING.find((option) => option.value === parking)?.display ?? '';
}

/** "Owner", "Admin": the role of whoever posted a listing, capitalised. */
export function capitalise(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
