import { Arg, Authorized, Ctx, GraphQLISODateTime, ID, Int, Query, Resolver } from 'type-graphql';
import type { AuditAction } from '../../../../shared/domain/audit';
import type { GraphQLContext } from '../../graphql/context';
import { AuditActionEnum, AuditActorType, AuditPageType } from './audit.types';

@Resolver()
export class AuditResolver {
  @Authorized('admin')
  @Query(() => AuditPageType, {
    description: 'Admins: the audit log, newest first, filtered by action, admin and dates (to is inclusive).',
  })
  async auditLog(
    @Arg('action', () => AuditActionEnum, { nullable: true }) action: AuditAction | null,
    @Arg('actorId', () => ID, { nullable: true }) actorId: string | null,
    @Arg('from', () => GraphQLISODateTime, { nullable: true }) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, { nullable: true }) to: Date | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuditPageType> {
    const found = await services.audit.list(viewer, { action, actorId, from, to, page, limit });
    return { ...found, items: found.items.map((entry) => ({ ...entry, details: JSON.stringify(entry.details ?? {}) })) };
  }

  @Authorized('admin')
  @Query(() => [AuditActorType], { description: 'Admins: everyone with entries in the audit log (for its filter).' })
  auditActors(@Ctx() { services, viewer }: GraphQLContext): Promise<AuditActorType[]> {
    return services.audit.actors(viewer);
  }
}
