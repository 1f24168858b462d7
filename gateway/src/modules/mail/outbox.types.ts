import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MailStatus } from '../../../../shared/domain/mail';
import { PageFields } from '../../graphql/page-fields';
import { enumValues } from '../../graphql/enum-of';

/** Lower-case names in GraphQL, like the project's other enums. */
export const MailStatusEnum = enumValues<MailStatus>(Object.values(MailStatus));
registerEnumType(MailStatusEnum, {
  name: 'MailStatus',
  description: 'queued (waiting to be sent), sent, failed (retries used up) or kept (SMTP_URL unset).',
});

@ObjectType('MailAttachment', { description: 'A file sent with a mail (its name, type and size; the content stays in the outbox).' })
export class MailAttachmentType {
  @Field(() => String)
  filename: string;

  @Field(() => String)
  contentType: string;

  @Field(() => Int, { description: 'Bytes.' })
  size: number;
}

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

  @Field(() => [MailAttachmentType], { description: 'Files sent with it, e.g. a calendar invitation.' })
  attachments: MailAttachmentType[];

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

@ObjectType('OutboxSms', { description: 'An SMS the product wrote (kept in the outbox without SMS_PROVIDER_URL).' })
export class OutboxSmsType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Ten digits.' })
  to: string;

  @Field(() => String)
  text: string;

  @Field(() => MailStatusEnum, { description: 'The same states as mail.' })
  status: MailStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sentAt: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('OutboxSmsPage')
export class OutboxSmsPageType extends PageFields {
  @Field(() => [OutboxSmsType])
  items: OutboxSmsType[];
}
