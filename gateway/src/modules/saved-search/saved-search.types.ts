import { Field, ID, ObjectType } from 'type-graphql';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../../shared/domain/saved-search-alerts';
import { enumOf } from '../../graphql/enum-of';

export const AlertFrequencyEnum = enumOf(ALERT_FREQUENCIES, 'SavedSearchAlertFrequency');

@ObjectType('SavedSearch', { description: 'A search kept by a signed-in seeker (My saved searches).' })
export class SavedSearchType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, {
    description: "The search as the /search-list page's URL query (and GET /api/v1/search's): filters and sort, no page.",
  })
  query: string;

  @Field(() => Boolean, { description: 'Paused by its seeker: it opens, but sends no alerts.' })
  paused: boolean;

  @Field(() => Date)
  lastOpenedAt: Date;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => AlertFrequencyEnum)
  alertFrequency: AlertFrequency;

  @Field(() => Boolean, { description: "Alerts also go by SMS to the seeker's verified mobile number." })
  alertBySms: boolean;

  @Field(() => Date, { nullable: true, description: 'When its last alert was sent.' })
  lastAlertedAt: Date | null;
}

@ObjectType('SaveSearchResult')
export class SaveSearchResultType {
  @Field(() => SavedSearchType)
  savedSearch: SavedSearchType;

  @Field(() => Boolean, { description: 'The same search was saved before: this is that one, under its name.' })
  alreadySaved: boolean;
}
