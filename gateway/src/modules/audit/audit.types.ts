import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '../../../../shared/domain/audit';
import { PageFields } from '../../graphql/page-fields';
import { enumValues } from '../../graphql/enum-of';

export const AuditActionEnum = enumValues<AuditAction>(AUDIT_ACTIONS);
registerEnumType(AuditActionEnum, { name: 'AuditAction', description: 'What an admin did.' });

const AuditTargetTypeEnum = enumValues<AuditTargetType>(AUDIT_TARGET_TYPES);
registerEnumType(AuditTargetTypeEnum, { name: 'AuditTargetType', description: 'What an admin action was done to.' });

@ObjectType('AuditEntry', { description: 'One admin action: who, when, what and why.' })
export class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null once the admin account is deleted.' })
  actorId: string | null;

  @Field(() => String, { description: "The admin's name when they acted." })
  actorName: string;

  @Field(() => AuditActionEnum)
  action: AuditAction;

  @Field(() => AuditTargetTypeEnum)
  targetType: AuditTargetType;

  @Field(() => ID, { nullable: true })
  targetId: string | null;

  @Field(() => String, { description: 'The name of the listing, account or message when it was acted on.' })
  targetLabel: string;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => String, { description: 'What changed, as a JSON object (for example the role before and after).' })
  details: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('AuditPage', { description: 'One page of the audit log, newest first.' })
export class AuditPageType extends PageFields {
  @Field(() => [AuditEntryType])
  items: AuditEntryType[];
}

@ObjectType('AuditActor', { description: 'An admin who has entries in the audit log.' })
export class AuditActorType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;
}
