import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import type { GraphQLContext } from '../../graphql/context';
import { NewsletterSubscriptionResultType } from './newsletter.types';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterSubscriptionResultType, {
    description: 'Asks to add an e-mail address to the Nivaas newsletter: a confirmation link is e-mailed to it.',
  })
  async subscribeToNewsletter(
    @Arg('email', () => String) email: string,
    @Arg('website', () => String, { nullable: true, description: 'Leave empty (a field hidden from people).' }) website: string | null,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<NewsletterSubscriptionResultType> {
    // alreadySubscribed stays in the schema for clients that ask for it; it never says yes.
    return { ...(await services.newsletter.subscribe({ email, website }, clientIp)), alreadySubscribed: false };
  }

  @Mutation(() => String, { description: 'Follows the single-use confirmation link; answers the text to show.' })
  async confirmNewsletterSubscription(@Arg('token', () => String) token: string, @Ctx() { services }: GraphQLContext): Promise<string> {
    await services.newsletter.confirm(token);
    return NEWSLETTER_MESSAGES.confirmed;
  }

  @Mutation(() => String, { description: "Follows a newsletter mail's unsubscribe link; answers the text to show." })
  async unsubscribeFromNewsletter(@Arg('token', () => String) token: string, @Ctx() { services }: GraphQLContext): Promise<string> {
    await services.newsletter.unsubscribe(token);
    return NEWSLETTER_MESSAGES.unsubscribed;
  }
}
