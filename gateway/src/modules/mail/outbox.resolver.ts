import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { MailStatus } from '../../../../shared/domain/mail';
import type { GraphQLContext } from '../../graphql/context';
import { MailStatusEnum, OutboxMailPageType } from './outbox.types';

const pageCost = ({ args, childComplexity }: { args: { limit?: number }; childComplexity: number }) => 1 + childComplexity * (args.limit ?? 20);

@Resolver()
export class OutboxResolver {
  @Authorized('admin')
  @Query(() => OutboxMailPageType, { description: 'Every mail the product wrote, newest first (admins).', complexity: pageCost })
  outboxMails(
    @Arg('status', () => MailStatusEnum, { nullable: true }) status: MailStatus | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<OutboxMailPageType> {
    return services.outbox.list(viewer, { status, page, limit });
  }
}
