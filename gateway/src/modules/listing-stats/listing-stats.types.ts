import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LISTING_STAT_KINDS, type ListingStatKind } from '../../../../shared/domain/listing-stats';
import { enumValues } from '../../graphql/enum-of';

const ListingStatKindEnum = enumValues<ListingStatKind>(LISTING_STAT_KINDS);
registerEnumType(ListingStatKindEnum, {
  name: 'ListingStatKind',
  description: 'What is counted for an owner: views, enquiries, phone_reveals, visits (requested), shortlists.',
});

@ObjectType('ListingStatCount')
export class ListingStatCountType {
  @Field(() => ListingStatKindEnum)
  kind: ListingStatKind;

  @Field(() => Int)
  count: number;
}

@ObjectType('ListingStats', { description: 'What a listing earned its owner over the last `days` days: one count per kind.' })
export class ListingStatsType {
  @Field(() => Int)
  days: number;

  @Field(() => [ListingStatCountType])
  counts: ListingStatCountType[];
}
