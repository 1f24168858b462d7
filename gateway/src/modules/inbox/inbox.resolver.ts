import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_SEARCH_PER_KIND, type InboxKind, type InboxStatus } from '../../../../shared/domain/inbox';
import type { GraphQLContext } from '../../graphql/context';
import { shortListCost } from '../../graphql/cost';
import type { Viewer } from '../auth/viewer';
import { toContactMessageType } from '../contact/contact.resolver';
import { toReportType } from '../report/report.resolver';
import type { InboxItem } from './inbox.service';
import { AdminNotificationsType, AdminSearchResultType, InboxItemType, InboxKindEnum, InboxPageType, InboxStatusEnum } from './inbox.types';

function toInboxItemType(item: InboxItem, viewer: Viewer | null): InboxItemType {
  return {
    ...item,
    assignedToName: item.assignee?.name ?? null,
    assignedToMe: item.assignee !== null && item.assignee.id === viewer?.id,
    message: item.message ? toContactMessageType(item.message) : null,
    replies: item.replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      authorName: reply.author?.name ?? null,
      createdAt: reply.createdAt,
    })),
    report: item.report ? toReportType(item.report, viewer) : null,
  };
}

@Resolver(() => InboxItemType)
export class InboxResolver {
  @Authorized('admin')
  @Query(() => InboxPageType, { description: 'Admins: Contact us messages and reports of listings and reviews in one list, newest first.' })
  async inbox(
    @Arg('kind', () => InboxKindEnum, { nullable: true }) kind: InboxKind | null,
    @Arg('status', () => InboxStatusEnum, { nullable: true, description: 'Open or resolved; both when not given.' })
    status: InboxStatus | null,
    @Arg('read', () => Boolean, { nullable: true, description: 'Only read (true) or unread (false) items.' }) read: boolean | null,
    @Arg('assignedToMe', () => Boolean, { nullable: true }) assignedToMe: boolean | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InboxPageType> {
    const found = await services.inbox.list(viewer, { kind, status, read, assignedToMe, page, limit });
    return { ...found, items: found.items.map((item) => toInboxItemType(item, viewer)) };
  }

  @Authorized('admin')
  @Query(() => AdminNotificationsType, { description: 'Admins: listings waiting for review, unread messages and open reports.' })
  async adminNotifications(@Ctx() { services, viewer }: GraphQLContext): Promise<AdminNotificationsType> {
    const waiting = await services.inbox.waiting(viewer);
    return { ...waiting, total: waiting.listingsWaiting + waiting.unreadMessages + waiting.openReports };
  }

  @Authorized('admin')
  @Query(() => AdminSearchResultType, {
    description: 'Admins: users, listings and blog posts by name, at most 5 of each.',
    complexity: shortListCost(ADMIN_SEARCH_PER_KIND),
  })
  adminSearch(@Arg('query', () => String) query: string, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminSearchResultType> {
    return services.adminSearch.search(viewer, query);
  }

  @Authorized('admin')
  @Mutation(() => InboxItemType, { description: 'Admins: marks an inbox item read or unread.' })
  async markInboxItemRead(
    @Arg('kind', () => InboxKindEnum) kind: InboxKind,
    @Arg('id', () => ID) id: string,
    @Arg('read', () => Boolean) read: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InboxItemType> {
    return toInboxItemType(await services.inbox.markRead(viewer, kind, id, read), viewer);
  }

  @Authorized('admin')
  @Mutation(() => InboxItemType, { description: 'Admins: assigns an inbox item to the admin asking.' })
  async assignInboxItemToMe(
    @Arg('kind', () => InboxKindEnum) kind: InboxKind,
    @Arg('id', () => ID) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InboxItemType> {
    return toInboxItemType(await services.inbox.assignToMe(viewer, kind, id), viewer);
  }

  @Authorized('admin')
  @Mutation(() => InboxItemType, {
    description: 'Admins: resolves an inbox item with a note (a report is dismissed, with every open report of its listing or review).',
  })
  async resolveInboxItem(
    @Arg('kind', () => InboxKindEnum) kind: InboxKind,
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String) note: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InboxItemType> {
    return toInboxItemType(await services.inbox.resolve(viewer, kind, id, { note }), viewer);
  }

  @Authorized('admin')
  @Mutation(() => InboxItemType, { description: "Admins: e-mails a reply to a Contact us message's sender and keeps it with the message." })
  async replyToContactMessage(
    @Arg('id', () => ID) id: string,
    @Arg('text', () => String) text: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<InboxItemType> {
    return toInboxItemType(await services.inbox.reply(viewer, id, { text }), viewer);
  }
}
