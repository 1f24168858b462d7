import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, HOSTEL_TYPES, SHARING_TYPES } from '../../../../shared/domain/search';
import { SEARCH_MAX_PRICE } from '../../../../shared/validation/search';

const SEARCH_FORM_MESSAGES = {
  price: 'Enter whole rupees, from 0 to 10,00,000',
  priceOrder: 'The maximum must not be less than the minimum',
} as const;

const rupees = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= SEARCH_MAX_PRICE), SEARCH_FORM_MESSAGES.price);

/** The filter panel of the search widget (spec section 2). Prices are text while typed. */
const searchPanelSchema = z
  .object({
    hostelType: z.enum(['', ...HOSTEL_TYPES.map((t) => t.value)]),
    foodPreference: z.enum(FOOD_PREFERENCE_FILTERS.map((f) => f.value)),
    priceMin: rupees,
    priceMax: rupees,
    sharingType: z.array(z.enum(SHARING_TYPES.map((s) => s.value) as [string, ...string[]])),
    amenities: z.array(z.enum(AMENITY_FILTERS.map((a) => a.value) as [string, ...string[]])),
    /** 'Rating 4+' (the one rating filter, MIN_RATING_FILTERS). */
    minRating: z.boolean(),
    /** 'Only with beds free' (VACANT_BEDS_TEXT.filter). */
    bedsFree: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.priceMin !== '' && values.priceMax !== '' && Number(values.priceMax) < Number(values.priceMin)) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: SEARCH_FORM_MESSAGES.priceOrder });
    }
  });

export type SearchPanelValues = z.infer<typeof searchPanelSchema>;

/** The panel's resolver; the widget loads this module (and zod) only when it validates. */
export const searchPanelResolver = zodResolver(searchPanelSchema);
