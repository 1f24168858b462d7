import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import type { GraphQLContext } from '../../graphql/context';
import { AdminStatsType, StatsPeriodEnum } from './admin-stats.types';

@Resolver()
export class AdminStatsResolver {
  @Authorized('admin')
  @Query(() => AdminStatsType, { description: "Admins: the dashboard's figures (with the period before) and charts.", complexity: 50 })
  adminStats(
    @Arg('period', () => StatsPeriodEnum, { defaultValue: 'LAST_7_DAYS' }) period: StatsPeriod,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AdminStatsType> {
    return services.adminStats.stats(viewer, period);
  }
}
