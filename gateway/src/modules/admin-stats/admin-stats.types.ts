import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { STAT_FIGURES, STAT_FIGURE_LABELS, STATS_PERIODS, type StatFigure, type StatsPeriod } from '../../../../shared/domain/admin-stats';
import { enumValues } from '../../graphql/enum-of';

export const StatsPeriodEnum = enumValues<StatsPeriod>(STATS_PERIODS);
registerEnumType(StatsPeriodEnum, {
  name: 'StatsPeriod',
  description: 'Today, or the last 7 or 30 days (days start at midnight in India).',
});

const StatFigureEnum = enumValues<StatFigure>(STAT_FIGURES);
registerEnumType(StatFigureEnum, {
  name: 'StatFigure',
  description: 'A dashboard figure.',
  valuesConfig: Object.fromEntries(STAT_FIGURES.map((figure) => [figure, { description: STAT_FIGURE_LABELS[figure] }])),
});

@ObjectType('StatCard', { description: 'One dashboard figure and the same figure over the period before.' })
export class StatCardType {
  @Field(() => StatFigureEnum)
  key: StatFigure;

  @Field(() => Int)
  value: number;

  @Field(() => Int, { nullable: true, description: 'Null for figures that are the state right now (listings waiting, approved listings).' })
  previous: number | null;
}

@ObjectType('DailyCount', { description: 'Enquiries and sign-ups (users and owners) of one day in India.' })
export class DailyCountType {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  day: string;

  @Field(() => Int)
  enquiries: number;

  @Field(() => Int)
  signUps: number;
}

@ObjectType('NamedCount')
export class NamedCountType {
  @Field(() => String)
  name: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('AdminStats', { description: "The admin dashboard's figures and charts, counted in the database." })
export class AdminStatsType {
  @Field(() => StatsPeriodEnum)
  period: StatsPeriod;

  @Field(() => GraphQLISODateTime)
  from: Date;

  @Field(() => GraphQLISODateTime)
  to: Date;

  @Field(() => [StatCardType])
  cards: StatCardType[];

  @Field(() => [DailyCountType], { description: 'Every day of the period, at least the last 30.' })
  daily: DailyCountType[];

  @Field(() => [NamedCountType], { description: 'Live (approved) listings of the ten cities with most.' })
  listingsByCity: NamedCountType[];

  @Field(() => [NamedCountType], { description: 'Listings per status (pending, approved, rejected).' })
  listingsByStatus: NamedCountType[];

  @Field(() => [NamedCountType], { description: 'The ten search texts of the period that found nothing most often (normalised).' })
  unfoundSearches: NamedCountType[];
}
