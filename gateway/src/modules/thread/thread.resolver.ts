import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root, Subscription, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import { EnquiryType, PhoneRevealType } from '../enquiry/enquiry.types';
import { VisitType } from '../visit/visit.types';
import { LeadThreadType, toLeadThreadType } from './thread.types';

@Resolver(() => LeadThreadType)
export class ThreadResolver {
  @Authorized()
  @Mutation(() => LeadThreadType, {
    description:
      "A message in a lead's thread, from its seeker or its listing's owner (plain text); the other side is mailed for the first message they have not read.",
  })
  async writeInThread(
    @Arg('id', () => ID, { description: "The lead's id." }) id: string,
    @Arg('message', () => String) message: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<LeadThreadType> {
    return toLeadThreadType(await services.threads.write(viewer, id, { message }));
  }

  @Authorized()
  @Mutation(() => LeadThreadType, {
    description: "The seeker or the owner has read a lead's thread (an owner opening an enquiry's opens the enquiry).",
  })
  async readThread(@Arg('id', () => ID, { description: "The lead's id." }) id: string, @Ctx() { services, viewer }: GraphQLContext) {
    return toLeadThreadType(await services.threads.markRead(viewer, id));
  }

  @Subscription(() => LeadThreadType, {
    description:
      "Live, over WebSocket (graphql-ws at /graphql): each thread of the signed-in user's (as its seeker or its listing's owner) that gets a new message; from any gateway on the database.",
    subscribe: ({ context }: { context: GraphQLContext }) => context.services.threadEvents.changesFor(requireViewer(context.viewer).id),
  })
  async leadThreads(@Root() leadId: string, @Ctx() { services, viewer }: GraphQLContext): Promise<LeadThreadType> {
    // Read afresh at each event (not through the loaders, which live as long as the subscription).
    return toLeadThreadType(await services.threads.read(viewer, leadId));
  }
}

/** The `thread` field of a kind of lead: its thread when the viewer is one of its two people, else null. */
function threadFieldOf(lead: ClassType<{ id: string }>) {
  @Resolver(() => lead)
  class LeadThreadField {
    @FieldResolver(() => LeadThreadType, {
      nullable: true,
      description: "The lead's conversation, for its seeker and its listing's owner only (null for anybody else).",
    })
    async thread(@Root() root: { id: string }, @Ctx() { loaders }: GraphQLContext): Promise<LeadThreadType | null> {
      const thread = await loaders.leadThreads.load(root.id);
      return thread && toLeadThreadType(thread);
    }
  }
  return LeadThreadField;
}

export const EnquiryThreadField = threadFieldOf(EnquiryType);
export const VisitThreadField = threadFieldOf(VisitType);
export const PhoneRevealThreadField = threadFieldOf(PhoneRevealType);
