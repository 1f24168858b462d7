import { FieldResolver, Resolver, Root } from 'type-graphql';
import { UserType } from './user.types';

@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { description: 'The same as name (the spec client reads both).' })
  fullName(@Root() user: UserType): string {
    return user.name;
  }
}
