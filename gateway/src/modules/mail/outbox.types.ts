import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MailStatus } from '../../../../shared/domain/mail';
import { PageFields } from '../../graphql/page-fields';

/** Lower-case names in GraphQL, like the project's other enums. */
export const MailStatusEnum = Object.fromEntries(Object.values(MailStatus).map((status) => [status, status])) as { [S in MailStatus]: S };
registerEnumType(MailStatusEnum, { name: 'MailStatus', description: 'queued (waiting to be sent), sent, failed (retries used up) or kept (SMTP_URL unset).' });

@ObjectType('OutboxMail', { description: 'A mail the product wrote, as its recipient sees it.' })
export class OutboxMailType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  to: string;

  @Field(() => String)
  from: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'The plain-text part.' })
  text: string;

  @Field(() => String, { nullable: true, description: 'The HTML part, when there is one.' })
  html: string | null;

  @Field(() => MailStatusEnum)
  status: MailStatus;

  @Field(() => Int, { description: 'Failed delivery attempts.' })
  attempts: number;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sentAt: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('OutboxMailPage')
export class OutboxMailPageType extends PageFields {
  @Field(() => [OutboxMailType])
  items: OutboxMailType[];
}
