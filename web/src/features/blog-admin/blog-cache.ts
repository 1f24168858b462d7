import type { ApolloCache } from '@apollo/client';

/**
 * Forgets the lists of posts (the admins' pages, the public Blog, posts read by id) after an admin
 * changes one: a list on screen asks the server again, others when next opened. Naming them in
 * refetchQueries would only warn while they are not on screen.
 */
export function forgetBlogLists(cache: ApolloCache) {
  for (const fieldName of ['adminBlogs', 'blogs', 'blog']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
