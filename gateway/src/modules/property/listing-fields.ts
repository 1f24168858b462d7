import { Field } from 'type-graphql';
import { LISTING_FIELDS, type ListingFieldWire } from '../../../../shared/validation/property';
import { LISTING_FIELD_TYPES } from './listing-enums';

function declareFields(target: object, shape: (wire: ListingFieldWire) => { nullable: boolean; description?: string }): void {
  for (const [name, wire] of Object.entries(LISTING_FIELDS) as Array<[string, ListingFieldWire]>) {
    const scalar = LISTING_FIELD_TYPES[wire.scalar];
    // What `@Field(() => Int, {...}) name` on the class would do, once per field of the table.
    Field(() => (wire.list ? [scalar] : scalar), shape(wire))(target, name);
  }
}

/** The listing's form fields on GraphQL's PropertyInput (class prototype), from shared's table. */
export function declareListingInputFields(prototype: object): void {
  declareFields(prototype, (wire) => ({ nullable: !wire.required, description: wire.inputDescription ?? wire.description }));
}

/** The same fields on GraphQL's Property. */
export function declareListingFields(prototype: object): void {
  declareFields(prototype, (wire) => ({ nullable: Boolean(wire.nullable), description: wire.description }));
}
