import { LOCATION_MESSAGES } from '../../../../shared/validation/location';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PincodeLocationType } from './location.types';

@Resolver()
export class LocationResolver {
  @Query(() => [String], { description: "India's states and union territories, sorted." })
  states(@Ctx() { services }: GraphQLContext): Promise<string[]> {
    return services.location.states();
  }

  @Query(() => [String], { description: 'The districts of a state, sorted; empty for an unknown state.' })
  districts(@Arg('state', () => String) state: string, @Ctx() { services }: GraphQLContext): Promise<string[]> {
    return services.location.districts(state);
  }

  @Query(() => [String], {
    description: 'The areas (localities and post offices) of a district: post-office suffixes stripped, de-duplicated, sorted.',
  })
  areas(
    @Arg('state', () => String) state: string,
    @Arg('district', () => String) district: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<string[]> {
    return services.location.areas(state, district);
  }

  @Query(() => PincodeLocationType, {
    description: `A pin code's state, district and office. BAD_USER_INPUT unless 6 digits; NOT_FOUND '${LOCATION_MESSAGES.pincodeNotFound}'.`,
  })
  pincode(@Arg('code', () => String) code: string, @Ctx() { services }: GraphQLContext): Promise<PincodeLocationType> {
    return services.location.pincode(code);
  }
}
