import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADERBOARD_METRIC_LABELS, LEADERBOARD_METRICS, type LeaderboardMetric } from '../../../../shared/domain/leads-report';
import { PageFields } from '../../graphql/page-fields';
import { StatsPeriodEnum } from '../admin-stats/admin-stats.types';
import { enumValues } from '../../graphql/enum-of';

export const LeaderboardMetricEnum = enumValues<LeaderboardMetric>(LEADERBOARD_METRICS);
registerEnumType(LeaderboardMetricEnum, {
  name: 'LeaderboardMetric',
  description: 'What the leaderboard ranks by.',
  valuesConfig: Object.fromEntries(LEADERBOARD_METRICS.map((metric) => [metric, { description: LEADERBOARD_METRIC_LABELS[metric] }])),
});

/** The lead counts every row carries; no resolver returns it alone, so the schema has no type of its own for it. */
@ObjectType()
abstract class LeadCountFields {
  @Field(() => Int)
  enquiries: number;

  @Field(() => Int)
  phoneReveals: number;

  @Field(() => Int, { description: 'Visits booked.' })
  visits: number;

  @Field(() => Int, { description: 'Enquiries, phone reveals and visits booked together.' })
  leads: number;
}

const SHORTLISTS_DESCRIPTION = 'Times the listing was added to a shortlist.';

@ObjectType()
abstract class ActivityCountFields extends LeadCountFields {
  @Field(() => Int, { description: SHORTLISTS_DESCRIPTION })
  shortlists: number;
}

@ObjectType('ListingLeads')
export class ListingLeadsType extends LeadCountFields {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  city: string;

  @Field(() => String)
  locality: string;

  @Field(() => String)
  ownerName: string;
}

@ObjectType('LeaderboardListing')
export class LeaderboardListingType extends ListingLeadsType {
  @Field(() => Int, { description: SHORTLISTS_DESCRIPTION })
  shortlists: number;
}

@ObjectType('LeaderboardOwner')
export class LeaderboardOwnerType extends ActivityCountFields {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: 'Listings of the owner with some of the ranked figure in the period.' })
  listings: number;
}

@ObjectType('LeaderboardLocality')
export class LeaderboardLocalityType extends ActivityCountFields {
  @Field(() => String)
  city: string;

  @Field(() => String)
  locality: string;
}

@ObjectType('Leaderboard', { description: 'The busiest listings, owners and localities of a period (ten of each).' })
export class LeaderboardType {
  @Field(() => StatsPeriodEnum)
  period: StatsPeriod;

  @Field(() => LeaderboardMetricEnum)
  rankBy: LeaderboardMetric;

  @Field(() => GraphQLISODateTime)
  from: Date;

  @Field(() => GraphQLISODateTime)
  to: Date;

  @Field(() => [LeaderboardListingType])
  listings: LeaderboardListingType[];

  @Field(() => [LeaderboardOwnerType])
  owners: LeaderboardOwnerType[];

  @Field(() => [LeaderboardLocalityType])
  localities: LeaderboardLocalityType[];
}

@ObjectType('LeadCounts', { description: 'Enquiries, phone reveals and visits booked.' })
export class LeadCountsType extends LeadCountFields {}

@ObjectType('LeadsDay', { description: 'The leads of one day in India.' })
export class LeadsDayType extends LeadCountFields {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  day: string;
}

@ObjectType('LeadsReport', { description: 'Leads over a period: totals and every day.' })
export class LeadsReportType {
  @Field(() => StatsPeriodEnum)
  period: StatsPeriod;

  @Field(() => GraphQLISODateTime)
  from: Date;

  @Field(() => GraphQLISODateTime)
  to: Date;

  @Field(() => LeadCountsType)
  totals: LeadCountsType;

  @Field(() => [LeadsDayType], { description: 'Every day of the period, oldest first.' })
  daily: LeadsDayType[];
}

@ObjectType('CityLeads')
export class CityLeadsType extends LeadCountFields {
  @Field(() => String)
  city: string;
}

@ObjectType('CityLeadsPage', { description: 'Leads per city of the listings, busiest first.' })
export class CityLeadsPageType extends PageFields {
  @Field(() => [CityLeadsType])
  items: CityLeadsType[];
}

@ObjectType('ListingLeadsPage', { description: 'Leads per listing, busiest first.' })
export class ListingLeadsPageType extends PageFields {
  @Field(() => [ListingLeadsType])
  items: ListingLeadsType[];
}
