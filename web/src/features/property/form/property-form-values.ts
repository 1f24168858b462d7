import type { PropertyFormInput } from '../../../../../shared/validation/property';
import type { PropertyDetailFragment, PropertyInput } from '../../../generated/graphql';
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
  availableFrom: '',
  videoUrl: '',
  foodPreference: null,
  meals: [],
  priceInclusions: [],
  houseRules: [],
} as unknown as PropertyFormValues;

/** An existing listing as form values (editing). */
export function formValuesOf(listing: PropertyDetailFragment): PropertyFormValues {
  return {
    ...EMPTY_PROPERTY_FORM,
    propertyType: listing.propertyType,
    gender: listing.gender,
    price: String(listing.price),
    deposit: String(listing.deposit),
    rooms: String(listing.rooms),
    beds: listing.beds,
    bathrooms: String(listing.bathrooms),
    parking: listing.parking,
    pinCode: listing.pinCode,
    state: listing.state,
    district: listing.district,
    locality: listing.locality,
    streetAddress: listing.streetAddress,
    nearbyRoad: listing.nearbyRoad,
    title: listing.title,
    description: listing.description,
    amenities: listing.amenities,
    attachedBathroom: listing.attachedBathroom,
    preferredTenants: listing.preferredTenants,
    furnishing: listing.furnishing,
    totalCapacity: listing.totalCapacity ? String(listing.totalCapacity) : '',
    availableFrom: listing.availableFrom ?? '',
    videoUrl: listing.videoUrl ?? '',
    foodPreference: listing.foodPreference,
    meals: listing.meals,
    priceInclusions: listing.priceInclusions,
    houseRules: listing.houseRules,
  } as PropertyFormValues;
}

export function galleryOf(listing: PropertyDetailFragment): GalleryPhoto[] {
  return listing.images.map((image) => ({ key: image.id, existingId: image.id, previewUrl: image.thumbnailUrl }));
}

/** The checked form values (zod's output) as the GraphQL input. */
export function propertyInputOf(values: Record<string, unknown>): PropertyInput {
  return values as unknown as PropertyInput;
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
