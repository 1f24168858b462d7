import type { SystemStyleObject } from '@chakra-ui/react';
import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';

/**
 * The listing card's plain elements are styled by classes of the theme's static stylesheet
 * (app/theme-global-styles.ts adds `listingCardStyles` to its global styles), not by Chakra's styled components:
 * a search page shows 20 cards of about 20 layout and text elements each, and Chakra resolving
 * their style props at every render was about a quarter of the page's server render (110 -> 83 ms
 * p50 with the cards' bodies as plain markup, sample data, one request at a time). What a recipe's
 * variants and colour palette style (the badges, the button) stays a Chakra component.
 */
export const listingCardClasses = {
  root: 'nv-card',
  cover: 'nv-card-cover',
  photo: 'nv-card-photo',
  body: 'nv-card-body',
  homeBody: 'nv-card-home-body',
  /** Locality and city beside a map pin, on one line cut short. */
  place: 'nv-card-place',
  truncated: 'nv-card-truncated',
  title: 'nv-card-title',
  /** Over the whole card, inside the title's link (the home card opens the listing anywhere). */
  wholeCardLink: 'nv-card-link-area',
  priceLine: 'nv-card-price-line',
  price: 'nv-card-price',
  perMonth: 'nv-card-per-month',
  muted: 'nv-card-muted',
  small: 'nv-card-small',
  /** A wrapping line of small facts and badges. */
  facts: 'nv-card-facts',
  withIcon: 'nv-card-with-icon',
  star: 'nv-card-star',
  strong: 'nv-card-strong',
  quiet: 'nv-card-quiet',
  /** Its age and who posted it, at the card's foot. */
  meta: 'nv-card-meta',
  footer: 'nv-card-footer',
} as const;

const c = listingCardClasses;
const mutedSmall = { fontSize: 'sm', color: 'fg.muted' } satisfies SystemStyleObject;
const { root, body, footer } = cardSlotRecipe.base ?? {};

/** The theme's global styles for those classes, each written with Chakra's tokens and the card and heading recipes' own styles. */
export const listingCardStyles: Record<string, SystemStyleObject> = {
  [`.${c.root}`]: {
    ...root,
    ...cardSlotRecipe.variants?.variant?.outline?.root,
    borderRadius: 'card',
    overflow: 'hidden',
    height: 'full',
    transition: 'box-shadow 0.2s',
    _hover: { boxShadow: 'md' },
  },
  [`.${c.cover}`]: { position: 'relative', aspectRatio: '4 / 3' },
  [`.${c.photo}`]: { position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' },
  [`.${c.body}`]: { ...body, gap: '2', padding: '4' },
  [`.${c.homeBody}`]: { ...body, gap: '1.5', padding: '4' },
  [`.${c.place}`]: { display: 'flex', alignItems: 'center', gap: '1', minWidth: '0', ...mutedSmall, '& > svg': { flexShrink: 0 } },
  [`.${c.truncated}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [`.${c.title}`]: { ...headingRecipe.base, ...headingRecipe.variants?.size?.md, lineHeight: 'short' },
  [`.${c.wholeCardLink}`]: { position: 'absolute', inset: '0', zIndex: '1' },
  [`.${c.priceLine}`]: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '2' },
  [`.${c.price}`]: { fontWeight: 'bold', fontSize: 'lg', color: 'brand.fg' },
  [`.${c.perMonth}`]: { ...mutedSmall, fontWeight: 'normal' },
  [`.${c.muted}`]: mutedSmall,
  [`.${c.small}`]: { fontSize: 'sm' },
  [`.${c.facts}`]: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
  [`.${c.withIcon}`]: { display: 'inline-flex', alignItems: 'center', gap: '1' },
  [`.${c.star}`]: { color: 'saffron.solid' },
  [`.${c.strong}`]: { fontWeight: 'semibold' },
  [`.${c.quiet}`]: { color: 'fg.muted' },
  [`.${c.meta}`]: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
    fontSize: 'xs',
    color: 'fg.muted',
    marginTop: 'auto',
    paddingTop: '1',
  },
  [`.${c.footer}`]: { ...footer, padding: '4', paddingTop: '0' },
};
