import { InputType } from 'type-graphql';
import type { ListingFieldName } from '../../../../shared/validation/property';
import { declareListingInputFields } from './listing-fields';

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the interface types the fields
   that declareListing*Fields gives the class at runtime (never instantiated: values come from services). */
/**
 * The add/edit form; checked by shared/validation/property.ts in the service. Its fields are
 * shared's LISTING_FIELDS (declared below), typed loosely: the service parses them.
 */
@InputType('PropertyInput')
export class PropertyInputType {}
export interface PropertyInputType extends Partial<Record<ListingFieldName, unknown>> {}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */
declareListingInputFields(PropertyInputType.prototype);
