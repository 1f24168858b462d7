/**
 * Responsive photos (issue 15 item 3): every listing photo also has WebP copies at these widths
 * (only those narrower than the photo: never upscaled), so a browser picks through `srcset` the
 * one that fits its screen: a 360 px phone at 2x takes the 720 px copy, not the 1600 px photo.
 */
export const IMAGE_VARIANT_WIDTHS = [360, 720, 1080] as const;

/**
 * How wide each kind of image is drawn (the `sizes` attribute), stated once: the web's `<img>`
 * and the gateway's `<link rel="preload" imagesizes>` must agree or the browser fetches twice.
 */
export const IMAGE_SIZES = {
  /** The listing page's gallery: the page's container (7xl = 80rem), full width below it. */
  listingGallery: '(min-width: 80rem) 80rem, 100vw',
  /** Listing cards: one column on phones (inside the page's 1rem margins), two from 30em, three from 48em (home) or 80em (search). */
  listingCard: '(min-width: 48em) 33vw, (min-width: 30em) 50vw, calc(100vw - 2rem)',
} as const;
