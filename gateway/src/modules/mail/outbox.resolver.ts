import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { MailStatus } from '../../../../shared/domain/mail';
import type { GraphQLContext } from '../../graphql/context';
import { MailStatusEnum, OutboxMailPageType, OutboxSmsPageType } from './outbox.types';

@Resolver()
export class OutboxResolver {
  @Authorized('admin')
  @Query(() => OutboxMailPageType, { description: 'Every mail the product wrote, newest first (admins).' })
  async outboxMails(
    @Arg('status', () => MailStatusEnum, { nullable: true }) status: MailStatus | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<OutboxMailPageType> {
    const found = await services.outbox.list(viewer, { status, page, limit });
    return {
      ...found,
      items: found.items.map((mail) => ({
        ...mail,
        attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: Buffer.byteLength(content),
        })),
      })),
    };
  }

  @Authorized('admin')
  @Query(() => OutboxSmsPageType, { description: 'Every SMS the product wrote, newest first (admins).' })
  outboxSms(
    @Arg('status', () => MailStatusEnum, { nullable: true }) status: MailStatus | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<OutboxSmsPageType> {
    return services.outbox.listSms(viewer, { status, page, limit });
  }
}
