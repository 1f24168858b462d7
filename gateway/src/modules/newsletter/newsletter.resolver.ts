import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { NewsletterSubscriptionResultType } from './newsletter.types';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterSubscriptionResultType, { description: 'Adds an e-mail address to the Nivaas newsletter.' })
  subscribeToNewsletter(@Arg('email', () => String) email: string, @Ctx() { services }: GraphQLContext): Promise<NewsletterSubscriptionResultType> {
    return services.newsletter.subscribe({ email });
  }
}
