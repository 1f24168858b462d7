import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '../../../../shared/domain/images';
import type { FileStorage } from '../storage/file-storage';

/** One narrower WebP copy of a stored photo. */
export interface ImageVariant {
  width: number;
  data: Buffer;
}

const VARIANT_QUALITY = 75;
/** What decides the narrower copies' bytes (the sample photos' cache is keyed by it). */
export const VARIANT_ENCODING = { widths: IMAGE_VARIANT_WIDTHS, quality: VARIANT_QUALITY } as const;

/** The copy of `key` at `width` sits beside it: listings/<id>-large.webp -> listings/<id>-large-w720.webp. */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.webp$/, '')}-w${width}.webp`;
}

/** The copies a photo this wide gets: never as wide as the photo itself (no upscaling). */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width);
}

/** The narrower copies of an encoded WebP photo, smallest first. */
export function encodeVariants(webp: Buffer, width: number): Promise<ImageVariant[]> {
  return Promise.all(
    variantWidthsFor(width).map(async (variantWidth) => ({
      width: variantWidth,
      data: await sharp(webp).resize({ width: variantWidth }).webp({ quality: VARIANT_QUALITY }).toBuffer(),
    })),
  );
}

/**
 * The `srcset` of a photo: its copies and the photo itself at its own width. A photo whose copies
 * are not made yet (`null`: the backfill has not reached it) is offered alone, so it still shows.
 */
export function imageSrcSet(storage: FileStorage, key: string, width: number, variantWidths: readonly number[] | null): string {
  return [
    ...(variantWidths ?? []).map((variantWidth) => `${storage.url(variantKey(key, variantWidth))} ${variantWidth}w`),
    `${storage.url(key)} ${width}w`,
  ].join(', ');
}

/**
 * The `srcset` of a photo's 4:3 thumbnail place (cards): the large photo's copies narrower and
 * wider than the thumbnail around the thumbnail itself, which keeps its own crop and bytes where
 * it fits (a card 320 px wide at 2x; a 360 px phone's card, 328 px, at 2x takes the 720 px copy). The card's box is 4:3 and filled (object-fit), so a copy of
 * another shape shows the same place.
 */
export function thumbnailSrcSet(
  storage: FileStorage,
  image: { largeKey: string; thumbKey: string; thumbWidth: number; variantWidths: readonly number[] | null },
): string {
  const copies = (image.variantWidths ?? []).map((width) => ({ url: storage.url(variantKey(image.largeKey, width)), width }));
  return [
    ...copies.filter(({ width }) => width < image.thumbWidth),
    { url: storage.url(image.thumbKey), width: image.thumbWidth },
    ...copies.filter(({ width }) => width > image.thumbWidth),
  ]
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}
