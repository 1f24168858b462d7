import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { BlogType } from './blog.types';

@Resolver(() => BlogType)
export class BlogResolver {
  @Query(() => [BlogType], { description: 'Every blog post, newest first.' })
  blogs(@Ctx() { services }: GraphQLContext): Promise<BlogType[]> {
    return services.blogs.list();
  }

  @Query(() => BlogType, { description: 'One blog post; fails with NOT_FOUND for an unknown id.' })
  blog(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<BlogType> {
    return services.blogs.get(id);
  }
}
