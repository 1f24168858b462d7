import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LEAD_KIND_LABELS, type LeadKind } from '../../../../shared/domain/enquiries';
import { enumValues } from '../../graphql/enum-of';
import type { LeadThread } from './thread.service';

const LeadKindEnum = enumValues(Object.keys(LEAD_KIND_LABELS) as LeadKind[]);
registerEnumType(LeadKindEnum, {
  name: 'LeadKind',
  description: Object.entries(LEAD_KIND_LABELS)
    .map(([kind, label]) => `${kind}: ${label}`)
    .join('; '),
});

@ObjectType('ThreadMessage', { description: "A message in a lead's thread: from the listing's owner or from the seeker." })
export class ThreadMessageType {
  @Field(() => ID)
  id: string;

  @Field(() => Boolean, { description: "Written by the seeker; otherwise by the listing's owner." })
  fromSeeker: boolean;

  @Field(() => String, { description: 'Plain text.' })
  message: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('LeadThread', {
  description:
    "The conversation of a lead (an enquiry, a visit, a phone number view) between its seeker and the listing's owner; only those two see it.",
})
export class LeadThreadType {
  @Field(() => ID, { description: "The lead's id." })
  id: string;

  @Field(() => LeadKindEnum)
  kind: LeadKind;

  @Field(() => [ThreadMessageType], { description: "Oldest first (an enquiry's own message, which opens its thread, is on the enquiry)." })
  messages: ThreadMessageType[];

  @Field(() => Int, { description: 'Messages from the other side the viewer has not read yet.' })
  unread: number;

  @Field(() => Boolean, {
    description: 'The listing is still listed, so the thread takes messages; a removed listing keeps it as history.',
  })
  open: boolean;
}

export function toLeadThreadType(thread: LeadThread): LeadThreadType {
  return { id: thread.lead.id, kind: thread.lead.kind, messages: thread.messages, unread: thread.unread, open: thread.open };
}
