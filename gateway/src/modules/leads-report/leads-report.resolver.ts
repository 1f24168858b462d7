import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import type { LeaderboardMetric } from '../../../../shared/domain/leads-report';
import type { GraphQLContext } from '../../graphql/context';
import { StatsPeriodEnum } from '../admin-stats/admin-stats.types';
import { CityLeadsPageType, LeaderboardMetricEnum, LeaderboardType, LeadsReportType, ListingLeadsPageType } from './leads-report.types';

@Resolver()
export class LeadsReportResolver {
  @Authorized('admin')
  @Query(() => LeaderboardType, { description: 'Admins: the ten busiest listings, owners and localities of a period.', complexity: 50 })
  leaderboard(
    @Arg('period', () => StatsPeriodEnum, { defaultValue: 'LAST_7_DAYS' }) period: StatsPeriod,
    @Arg('rankBy', () => LeaderboardMetricEnum, { defaultValue: 'leads' }) rankBy: LeaderboardMetric,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<LeaderboardType> {
    return services.leaderboard.leaderboard(viewer, period, rankBy);
  }

  @Authorized('admin')
  @Query(() => LeadsReportType, {
    description: 'Admins: enquiries, phone reveals and visits booked per day over a period.',
    complexity: 20,
  })
  leadsReport(
    @Arg('period', () => StatsPeriodEnum, { defaultValue: 'LAST_7_DAYS' }) period: StatsPeriod,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<LeadsReportType> {
    return services.leadsReport.report(viewer, period);
  }

  @Authorized('admin')
  @Query(() => CityLeadsPageType, { description: "Admins: a period's leads per city, busiest first." })
  leadsByCity(
    @Arg('period', () => StatsPeriodEnum, { defaultValue: 'LAST_7_DAYS' }) period: StatsPeriod,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<CityLeadsPageType> {
    return services.leadsReport.byCity(viewer, period, { page, limit });
  }

  @Authorized('admin')
  @Query(() => ListingLeadsPageType, { description: "Admins: a period's leads per listing, busiest first." })
  leadsByListing(
    @Arg('period', () => StatsPeriodEnum, { defaultValue: 'LAST_7_DAYS' }) period: StatsPeriod,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ListingLeadsPageType> {
    return services.leadsReport.byListing(viewer, period, { page, limit });
  }
}
