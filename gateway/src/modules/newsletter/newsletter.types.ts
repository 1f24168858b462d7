import { Field, ObjectType } from 'type-graphql';

@ObjectType('NewsletterSubscriptionResult')
export class NewsletterSubscriptionResultType {
  @Field(() => String)
  email: string;

  @Field(() => Boolean, {
    description: 'Always false: the answer is the same whether or not the address is on the list.',
    deprecationReason: 'Always false, so that the answer does not tell who is subscribed.',
  })
  alreadySubscribed: boolean;
}
