import { PARKING } from '../../../shared/domain/property';

/** Room-type label (spec section 4): single bed is a private room, else shared by 2 or 3. */
export function roomTypeLabel(beds: string | null | undefined): string {
  switch (beds) {
    case 'double bed':
      return 'shared by 2';
    case 'triple bed':
      return 'shared by 3';
    default:
      return 'private room';
  }
}

/** Headline label: 'private room' for a single bed, else 'shared room'. */
export function headlineLabel(beds: string | null | undefined): string {
  return beds === 'single bed' ? 'private room' : 'shared room';
}

/** Gender badge: Only Boys, Only Girls, Boys & Girls, or nothing. */
export function genderBadge(gender: string | null | undefined): string {
  switch (gender) {
    case 'male':
      return 'Only Boys';
    case 'female':
      return 'Only Girls';
    case 'unisex':
      return 'Boys & Girls';
    default:
      return '';
  }
}

/** Parking as the detail page shows it: car, bike, both, none. */
export function parkingLabel(parking: string | null | undefined): string {
  return PARKING.find((option) => option.value === parking)?.display ?? '';
}

/** "Owner", "Admin": the role of whoever posted a listing, capitalised. */
export function capitalise(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
