import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../auth/viewer';
import { ENQUIRY_MESSAGES, type LeadStatus } from '../../../../shared/domain/enquiries';
import type { GraphQLContext } from '../../graphql/context';
import type { Viewer } from '../auth/viewer';
import type { Enquiry } from './enquiry.entity';
import { ThreadMessageType } from '../thread/thread.types';
import {
  EnquiryInput,
  EnquiryPageType,
  EnquiryReceiptType,
  EnquiryType,
  LeadStatusEnum,
  PhoneRevealPageType,
  type PhoneRevealType,
} from './enquiry.types';
import type { PhoneReveal } from './phone-reveal.entity';

/** An enquiry as the viewer sees it (its thread's messages and unread count: the field resolvers below). */
function toEnquiryType(enquiry: Enquiry, viewer: Viewer | null): EnquiryType {
  return {
    ...enquiry,
    read: enquiry.readAt !== null,
    listing: enquiry.property ?? null,
    fromAccount: enquiry.seekerId !== null,
    inThread: viewer !== null && (viewer.id === enquiry.ownerId || viewer.id === enquiry.seekerId),
  };
}

/** A phone number view with who viewed it (their account's name, address and number, while it exists). */
function toPhoneRevealType(reveal: PhoneReveal): PhoneRevealType {
  return {
    id: reveal.id,
    name: reveal.seeker?.name ?? null,
    email: reveal.seeker?.email ?? null,
    phone: reveal.seeker?.contactNumber ?? null,
    listing: reveal.property ?? null,
    createdAt: reveal.createdAt,
  };
}

@Resolver(() => EnquiryType)
export class EnquiryResolver {
  @Mutation(() => EnquiryReceiptType, {
    description: "Sends an enquiry to a listing's owner (signed in or not); the owner and the seeker are e-mailed.",
  })
  async sendEnquiry(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('input', () => EnquiryInput) input: EnquiryInput,
    @Ctx() { services, viewer, clientIp }: GraphQLContext,
  ): Promise<EnquiryReceiptType> {
    const receipt = await services.enquiries.send(viewer, propertyId, { ...input, message: input.message ?? undefined }, clientIp);
    return {
      enquiry: toEnquiryType(receipt.enquiry, viewer),
      alreadySent: receipt.alreadySent,
      message: receipt.alreadySent ? ENQUIRY_MESSAGES.alreadySent : ENQUIRY_MESSAGES.sent,
    };
  }

  @Authorized('owner', 'admin')
  @Query(() => EnquiryPageType, { description: "Leads of the viewer's listings (admins: every listing's), newest first." })
  async leads(
    @Arg('status', () => LeadStatusEnum, { nullable: true }) status: LeadStatus | null,
    @Arg('propertyId', () => ID, { nullable: true }) propertyId: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<EnquiryPageType> {
    const found = await services.enquiries.inbox(viewer, { status, propertyId, page, limit });
    return { ...found, items: found.items.map((enquiry) => toEnquiryType(enquiry, viewer)) };
  }

  @Query(() => Int, {
    description:
      "Leads of the viewer's listings waiting for them: enquiries nobody has opened, visit requests not yet answered and threads with a message from the seeker they have not read, each lead once (0 for seekers and visitors).",
  })
  async unreadLeads(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.threads.waitingForOwner(viewer);
  }

  @Authorized('owner', 'admin')
  @Mutation(() => EnquiryType, { description: 'The owner opens a lead or moves it to contacted or closed.' })
  async updateLead(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => LeadStatusEnum, { nullable: true }) status: LeadStatus | null,
    @Arg('read', () => Boolean, { nullable: true }) read: boolean | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<EnquiryType> {
    return toEnquiryType(await services.enquiries.update(viewer, id, { status, read: read ?? false }), viewer);
  }

  @Authorized('owner', 'admin')
  @Mutation(() => EnquiryType, {
    description: 'The owner replies to a lead: kept with it and e-mailed to the seeker; the lead becomes read and, if new, contacted.',
  })
  async replyToLead(
    @Arg('id', () => ID) id: string,
    @Arg('message', () => String) message: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<EnquiryType> {
    return toEnquiryType(await services.enquiries.write(viewer, id, { message }), viewer);
  }

  @Authorized()
  @Mutation(() => EnquiryType, {
    description:
      "A message in an enquiry's thread, from the seeker who sent it signed in or from the listing's owner; the other side is mailed for the first message they have not read.",
  })
  async writeInEnquiry(
    @Arg('id', () => ID) id: string,
    @Arg('message', () => String) message: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<EnquiryType> {
    return toEnquiryType(await services.enquiries.write(viewer, id, { message }), viewer);
  }

  @Authorized()
  @Mutation(() => EnquiryType, {
    description: "The seeker or the owner has read an enquiry's thread (for the owner, the lead is read too).",
  })
  async readEnquiry(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<EnquiryType> {
    return toEnquiryType(await services.enquiries.markRead(viewer, id), viewer);
  }

  @Subscription(() => EnquiryType, {
    description:
      "Live, over WebSocket (graphql-ws at /graphql): each enquiry of the signed-in user's (as its seeker or its listing's owner) whose thread gets a new message, with its thread; from any gateway on the database.",
    subscribe: ({ context }: { context: GraphQLContext }) =>
      context.services.threadEvents.changesFor(requireViewer(context.viewer).id, 'enquiry'),
  })
  async enquiryThreads(@Root() enquiryId: string, @Ctx() { services, viewer, loaders }: GraphQLContext): Promise<EnquiryType> {
    // A subscription keeps its context (and its loaders) for all its events: each event reads the thread afresh.
    loaders.leadThreads.clear(enquiryId);
    return toEnquiryType(await services.enquiries.threadFor(viewer, enquiryId), viewer);
  }

  @Query(() => Int, {
    description:
      'Leads of the signed-in seeker (enquiries, visits, phone number views) whose thread has a message from the owner they have not read (0 for visitors).',
  })
  unreadEnquiries(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.threads.unreadForSeeker(viewer);
  }

  @FieldResolver(() => [ThreadMessageType], {
    description: 'The thread after the enquiry, oldest first, for its two people (empty for anybody else); the same as thread.messages.',
  })
  async replies(@Root() enquiry: EnquiryType, @Ctx() { loaders }: GraphQLContext): Promise<ThreadMessageType[]> {
    return (await loaders.leadThreads.load(enquiry.id))?.messages ?? [];
  }

  @FieldResolver(() => Int, { description: 'Messages from the other side of the thread the viewer has not read yet.' })
  async unread(@Root() enquiry: EnquiryType, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return (await loaders.leadThreads.load(enquiry.id))?.unread ?? 0;
  }

  @Authorized()
  @Mutation(() => String, {
    description: "The detail page's phone button: the listing owner's number for a signed-in user (a lead for the owner; limited per day).",
  })
  revealPhoneNumber(@Arg('propertyId', () => ID) propertyId: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string> {
    return services.phoneReveals.reveal(viewer, propertyId);
  }

  @Authorized('owner', 'admin')
  @Query(() => PhoneRevealPageType, { description: "Phone numbers revealed on the viewer's listings (admins: all), newest first." })
  async phoneReveals(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PhoneRevealPageType> {
    const found = await services.phoneReveals.forOwner(viewer, { page, limit });
    return { ...found, items: found.items.map(toPhoneRevealType) };
  }

  @Authorized()
  @Query(() => PhoneRevealPageType, {
    description:
      "The signed-in seeker's phone number views that have a conversation with the listing's owner, newest first (who viewed: themselves).",
  })
  async myPhoneRevealThreads(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PhoneRevealPageType> {
    const found = await services.phoneReveals.conversationsOf(viewer, { page, limit });
    return { ...found, items: found.items.map(toPhoneRevealType) };
  }

  @Authorized()
  @Query(() => EnquiryPageType, { description: 'The enquiries the signed-in seeker sent, newest first.' })
  async myEnquiries(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<EnquiryPageType> {
    const found = await services.enquiries.sentBy(viewer, { page, limit });
    return { ...found, items: found.items.map((enquiry) => toEnquiryType(enquiry, viewer)) };
  }
}
