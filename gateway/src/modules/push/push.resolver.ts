import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@InputType('PushSubscriptionInput', { description: "A browser's push subscription (PushSubscription.toJSON(): its endpoint and keys)." })
class PushSubscriptionInputType {
  @Field(() => String, { description: "The push service's URL for this browser." })
  endpoint: string;

  @Field(() => String, { description: 'keys.p256dh: the P-256 public key, base64url.' })
  p256dh: string;

  @Field(() => String, { description: 'keys.auth: the authentication secret, base64url.' })
  auth: string;
}

@Resolver()
export class PushResolver {
  @Query(() => String, {
    nullable: true,
    description: 'The VAPID public key browsers subscribe with (applicationServerKey); null when this site sends no push notifications.',
  })
  pushPublicKey(@Ctx() { services }: GraphQLContext): string | null {
    return services.push.publicKey();
  }

  @Authorized()
  @Query(() => Boolean, { description: "Whether the device with this endpoint gets the signed-in user's notifications." })
  pushSubscribed(@Arg('endpoint', () => String) endpoint: string, @Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    return services.push.isSubscribed(viewer, endpoint);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Turns push notifications on for the signed-in user on one device (owners: new enquiries, visit requests, messages; seekers: replies, visit changes, instant alerts). Subscribing again is harmless.',
  })
  async subscribeToPush(
    @Arg('subscription', () => PushSubscriptionInputType) subscription: PushSubscriptionInputType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<boolean> {
    await services.push.subscribe(viewer, subscription);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns push notifications off for the signed-in user on the device with this endpoint.' })
  async unsubscribeFromPush(
    @Arg('endpoint', () => String) endpoint: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<boolean> {
    await services.push.unsubscribe(viewer, endpoint);
    return true;
  }
}
