import type { PropertyFormInput, PropertyValues } from '../../../../../shared/validation/property';
import type { PropertyDetailFragment, PropertyInput } from '../../../generated/back-office/graphql';
import type { GalleryPhoto } from './PhotoPicker';

/**
 * The form's fields as the inputs hold them: the shared schema's input type (numbers may still
 * be typed text; the schema turns them into numbers on submit).
 */
export type PropertyFormValues = PropertyFormInput;

export const EMPTY_PROPERTY_FORM = {
  propertyType: '',
  gender: '',
  price: '',
  deposit: '',
  rooms: '',
  beds: '',
  bathrooms: '',
  parking: '',
  pinCode: '',
  state: '',
  district: '',
  locality: '',
  streetAddress: '',
  nearbyRoad: '',
  title: '',
  description: '',
  amenities: [],
  attachedBathroom: false,
  preferredTenants: [],
  furnishing: null,
  totalCapacity: '',
  vacantBeds: '',
  availableFrom: '',
  videoUrl: '',
  foodPreference: null,
  meals: [],
  priceInclusions: [],
  houseRules: [],
} satisfies PropertyFormValues;

/**
 * An existing listing as form values (editing): the fragment's fields are the form's, as the
 * schema's input takes them (numbers as numbers, null for not stated); the rest are ignored.
 */
export function formValuesOf(listing: PropertyDetailFragment): PropertyFormValues {
  return { ...EMPTY_PROPERTY_FORM, ...listing };
}

export function galleryOf(listing: PropertyDetailFragment): GalleryPhoto[] {
  return listing.images.map((image) => ({ key: image.id, existingId: image.id, previewUrl: image.thumbnailUrl }));
}

/** The checked form values (zod's output) as the GraphQL input: the same fields (shared's LISTING_FIELDS). */
export function propertyInputOf(values: PropertyValues): PropertyInput {
  return values;
}

/** What the gateway needs to rebuild the gallery: kept ids and `new:<n>` for new files, in order. */
export function galleryChanges(photos: GalleryPhoto[]): { gallery: string[]; files: File[] } {
  const files: File[] = [];
  const gallery = photos.map((photo) => {
    if (photo.existingId) return photo.existingId;
    files.push(photo.file!);
    return `new:${files.length - 1}`;
  });
  return { gallery, files };
}
