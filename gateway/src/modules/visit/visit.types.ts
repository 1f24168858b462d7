import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import {
  VISIT_ACTION_NAMES,
  VISIT_SIDES,
  VISIT_SLOTS,
  VISIT_STATUSES,
  type VisitAction,
  type VisitSide,
  type VisitSlot,
  type VisitStatus,
} from '../../../../shared/domain/visits';
import { PageFields } from '../../graphql/page-fields';
import { PropertyType } from '../property/property.types';
import { enumValues } from '../../graphql/enum-of';

export const VisitStatusEnum = enumValues(VISIT_STATUSES);
registerEnumType(VisitStatusEnum, {
  name: 'VisitStatus',
  description: 'requested, confirmed, rescheduled (the owner proposed another time), declined or cancelled.',
});
export const VisitSlotEnum = enumValues(VISIT_SLOTS);
registerEnumType(VisitSlotEnum, { name: 'VisitSlot', description: 'morning (10-12), afternoon (14-16) or evening (17-19), Asia/Kolkata.' });
export const VisitActionEnum = enumValues(VISIT_ACTION_NAMES);
registerEnumType(VisitActionEnum, {
  name: 'VisitAction',
  description: 'confirm, propose, decline (the owner); accept (the seeker); cancel (either).',
});
const VisitSideEnum = enumValues(VISIT_SIDES);
registerEnumType(VisitSideEnum, { name: 'VisitSide', description: 'seeker or owner.' });

@InputType('VisitRequestInput', { description: "The listing page's 'Book a visit' form." })
export class VisitRequestInput {
  @Field(() => String, { description: 'YYYY-MM-DD, today (Asia/Kolkata) to 13 days ahead.' })
  day: string;

  @Field(() => VisitSlotEnum)
  slot: VisitSlot;

  @Field(() => String, { nullable: true, description: 'Plain text for the owner.' })
  note?: string | null;
}

@ObjectType('VisitSeeker', { description: 'Who booked a visit, for the listing owner.' })
export class VisitSeekerType {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'Null when the seeker signs in with a mobile number only.' })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

@ObjectType('Visit', { description: "A seeker's visit to a listing: a lead in the owner's inbox." })
export class VisitType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'YYYY-MM-DD (Asia/Kolkata).' })
  day: string;

  @Field(() => VisitSlotEnum)
  slot: VisitSlot;

  @Field(() => GraphQLISODateTime)
  startsAt: Date;

  @Field(() => GraphQLISODateTime)
  endsAt: Date;

  @Field(() => String, { description: "The seeker's note, plain text." })
  note: string;

  @Field(() => VisitStatusEnum)
  status: VisitStatus;

  @Field(() => VisitSideEnum, { nullable: true, description: 'Who cancelled it, when cancelled.' })
  cancelledBy: VisitSide | null;

  @Field(() => Boolean, { description: 'Its slot has ended: it can no longer change.' })
  over: boolean;

  @Field(() => [VisitActionEnum], { description: 'What the viewer may do to it now.' })
  actions: VisitAction[];

  @Field(() => VisitSeekerType, { nullable: true })
  seeker: VisitSeekerType | null;

  @Field(() => PropertyType, { nullable: true })
  listing: PropertyType | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;
}

@ObjectType('VisitPage')
export class VisitPageType extends PageFields {
  @Field(() => [VisitType])
  items: VisitType[];
}
