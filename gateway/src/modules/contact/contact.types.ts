import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { PageFields } from '../../graphql/page-fields';

@InputType('ContactInput', { description: 'The Contact us form.' })
export class ContactInput {
  @Field(() => String)
  fullName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'Ten digits.' })
  mobile: string;

  @Field(() => String)
  enquiryType: string;

  @Field(() => String)
  message: string;

  @Field(() => String, { nullable: true, description: 'Leave empty (a field hidden from people).' })
  website?: string | null;
}

@ObjectType('ContactMessage', { description: 'A message from the Contact us page.' })
export class ContactMessageType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  fullName: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  mobile: string;

  @Field(() => String)
  enquiryType: string;

  @Field(() => String)
  message: string;

  @Field(() => Boolean, { description: 'An admin has opened it.' })
  read: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('ContactMessagePage')
export class ContactMessagePageType extends PageFields {
  @Field(() => [ContactMessageType])
  items: ContactMessageType[];
}
