import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import type { GraphQLContext } from '../../graphql/context';
import type { ContactMessage } from './contact-message.entity';
import { ContactInput, ContactMessagePageType, ContactMessageType } from './contact.types';

export const toContactMessageType = (message: ContactMessage): ContactMessageType => ({ ...message, read: message.readAt !== null });

@Resolver(() => ContactMessageType)
export class ContactResolver {
  @Mutation(() => String, { description: 'Sends the Contact us form; answers the text to show.' })
  async sendContactMessage(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<string> {
    await services.contact.submit({ ...input, website: input.website ?? undefined }, clientIp);
    return CONTACT_MESSAGES.sent;
  }

  @Authorized('admin')
  @Query(() => ContactMessagePageType, { description: 'Contact us messages, newest first (admins).' })
  async contactMessages(
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly: boolean | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ContactMessagePageType> {
    const found = await services.contact.inbox(viewer, { unreadOnly: unreadOnly ?? false, page, limit });
    return { ...found, items: found.items.map(toContactMessageType) };
  }

  @Authorized('admin')
  @Query(() => Int, { description: 'Contact us messages no admin has opened.' })
  unreadContactMessages(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.contact.unreadCount(viewer);
  }

  @Authorized('admin')
  @Mutation(() => ContactMessageType, { description: 'Marks a Contact us message read or unread.' })
  async markContactMessageRead(
    @Arg('id', () => ID) id: string,
    @Arg('read', () => Boolean) read: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ContactMessageType> {
    return toContactMessageType(await services.contact.markRead(viewer, id, read));
  }
}
