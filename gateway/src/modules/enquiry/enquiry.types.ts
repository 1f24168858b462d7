import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { CUSTOMER_TYPES, LEAD_STATUSES, type CustomerType, type LeadStatus } from '../../../../shared/domain/enquiries';
import { PageFields } from '../../graphql/page-fields';
import { PropertyType } from '../property/property.types';
import { enumValues } from '../../graphql/enum-of';

const CustomerTypeEnum = enumValues<CustomerType>(CUSTOMER_TYPES);
registerEnumType(CustomerTypeEnum, { name: 'CustomerType', description: 'Who is enquiring: individual or dealer.' });

export const LeadStatusEnum = enumValues<LeadStatus>(LEAD_STATUSES);
registerEnumType(LeadStatusEnum, { name: 'LeadStatus', description: 'new, contacted or closed.' });

@InputType('EnquiryInput', { description: "The detail page's enquiry form to the owner." })
export class EnquiryInput {
  @Field(() => CustomerTypeEnum)
  customerType: CustomerType;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  city: string;

  @Field(() => String, { description: 'Ten digits.' })
  phone: string;

  @Field(() => String, { nullable: true, description: "Plain text; the spec's placeholder is sent when empty." })
  message?: string | null;

  @Field(() => Boolean, { description: 'The terms and privacy checkbox.' })
  acceptTerms: boolean;

  @Field(() => String, { nullable: true, description: 'Leave empty (a field hidden from people).' })
  website?: string | null;
}

@ObjectType('Enquiry', { description: "A seeker's enquiry: a lead in the listing owner's inbox." })
export class EnquiryType {
  @Field(() => ID)
  id: string;

  @Field(() => CustomerTypeEnum)
  customerType: CustomerType;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  city: string;

  @Field(() => String)
  phone: string;

  @Field(() => Boolean, { description: "The phone was the sender's verified number when the enquiry was sent." })
  phoneVerified: boolean;

  @Field(() => String)
  message: string;

  @Field(() => LeadStatusEnum)
  status: LeadStatus;

  @Field(() => Boolean, { description: 'The owner has opened it.' })
  read: boolean;

  @Field(() => PropertyType, { nullable: true, description: 'The listing (null once deleted).' })
  listing: PropertyType | null;

  @Field(() => Boolean, {
    description: 'The seeker was signed in: they read and answer the thread in Nivaas (otherwise they get replies by e-mail only).',
  })
  fromAccount: boolean;

  @Field(() => Boolean, {
    description: "The viewer is one of the thread's two people (its seeker or its listing's owner): only they read and write its messages.",
  })
  inThread: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('EnquiryReceipt')
export class EnquiryReceiptType {
  @Field(() => EnquiryType)
  enquiry: EnquiryType;

  @Field(() => Boolean, { description: 'The same address had enquired about this listing within 24 hours: no new lead was made.' })
  alreadySent: boolean;

  @Field(() => String, { description: 'What to tell the seeker.' })
  message: string;
}

@ObjectType('EnquiryPage')
export class EnquiryPageType extends PageFields {
  @Field(() => [EnquiryType])
  items: EnquiryType[];
}

@ObjectType('PhoneReveal', { description: "A signed-in user saw a listing owner's number: a lead for the owner." })
export class PhoneRevealType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'Who saw the number (null once their account is deleted).' })
  name: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true, description: 'Their contact number, when their profile has one.' })
  phone: string | null;

  @Field(() => PropertyType, { nullable: true })
  listing: PropertyType | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('PhoneRevealPage')
export class PhoneRevealPageType extends PageFields {
  @Field(() => [PhoneRevealType])
  items: PhoneRevealType[];
}
