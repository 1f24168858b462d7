import { MAX_LISTING_IMAGES } from './property';

/**
 * The one upload policy: the limits the REST form, GraphQL multipart and the image encoder all
 * apply, and the messages they answer with. The per-photo byte limit is configuration
 * (UPLOAD_MAX_IMAGE_MB), so the rules that depend on it take it as an argument.
 */
export const UPLOAD_POLICY = {
  maxImages: MAX_LISTING_IMAGES,
  /** Text fields of the add/edit form (about 40 in the spec's form; room for repeated amenities). */
  maxFields: 80,
  maxFieldBytes: 256 * 1024,
  /** Room in a multipart body for the text fields and part headers besides the photos. */
  formOverheadBytes: 2 * 1024 * 1024,
  /** Decoded pixels per photo: a 40 MP phone photo passes, a 7,000 x 7,000 (49 MP) image does not. */
  maxInputPixels: 40_000_000,
  /** What file pickers offer; the gateway decides from the bytes (imageFormats), never the name. */
  accept: 'image/*',
  /** Formats the image encoder reads that phones and cameras produce (sharp's format names). */
  imageFormats: ['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff'],
} as const;

/** The largest multipart body a client may declare: every photo at the limit plus the form. */
export function maxUploadBodyBytes(maxImageBytes: number): number {
  return UPLOAD_POLICY.maxImages * maxImageBytes + UPLOAD_POLICY.formOverheadBytes;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const UPLOAD_MESSAGES = {
  tooMany: `You can add at most ${MAX_LISTING_IMAGES} images.`,
  photoTooLarge: (maxImageBytes: number, filename?: string) =>
    `${filename ? `"${filename}"` : 'A photo'} is larger than ${megabytes(maxImageBytes)} MB. Choose a smaller photo.`,
  bodyTooLarge: (maxImageBytes: number) =>
    `The upload is larger than ${megabytes(maxUploadBodyBytes(maxImageBytes))} MB: at most ${MAX_LISTING_IMAGES} photos of ${megabytes(maxImageBytes)} MB each.`,
  tooManyPixels: (filename: string) =>
    `"${filename}" has more than ${UPLOAD_POLICY.maxInputPixels / 1_000_000} megapixels. Choose a smaller photo.`,
  notAnImage: (filename: string) => `"${filename}" is not an image. Upload JPEG, PNG, WebP, AVIF or HEIC photos.`,
  unreadableForm: 'The form could not be read. Please try again.',
  signInToUpload: 'Please sign in to upload photos.',
  /** The photo picker's note (spec section 2, word for word) and what it says as files are picked. */
  maxImagesNote: `* Maximum ${MAX_LISTING_IMAGES} images allowed`,
  pickedTooMany: (notAdded: number) => `Only ${MAX_LISTING_IMAGES} images are allowed: ${notAdded} not added.`,
  pickedNotImages: (skipped: number) =>
    `${skipped === 1 ? 'One file was' : `${skipped} files were`} not an image and ${skipped === 1 ? 'was' : 'were'} skipped.`,
  pickedNotAnImage: (filename: string) => `"${filename}" is not an image. Choose a JPEG, PNG or WebP photo.`,
} as const;
