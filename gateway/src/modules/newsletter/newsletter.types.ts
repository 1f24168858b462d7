import { Field, ObjectType } from 'type-graphql';

@ObjectType('NewsletterSubscriptionResult')
export class NewsletterSubscriptionResultType {
  @Field(() => String)
  email: string;

  @Field(() => Boolean, { description: 'True when the address was already on the list.' })
  alreadySubscribed: boolean;
}
