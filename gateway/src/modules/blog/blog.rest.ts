import { Router } from 'express';
import { handle } from '../../rest/handler';
import { RestNames } from '../../rest/rest-names';
import type { Services } from '../../services';
import type { Blog } from './blog.entity';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

/** The blog's names at the REST edge: only the id is the spec client's `_id`. */
const BLOG_REST_NAMES = new RestNames<keyof Blog>({ id: '_id' });

/** A blog post as spec section 7's client reads it. */
function toRestBlog(blog: Blog) {
  const { id, title, description, image } = blog;
  return BLOG_REST_NAMES.write({ id, title, description, image, createdAt: blog.createdAt.toISOString() });
}

export function blogRoutes({ blogs }: Services): Router {
  const router = Router();
  router.get(
    '/fetch-blog',
    handle(CALL_MESSAGES.fetchBlogsFailed, async () => ({ data: (await blogs.list()).map(toRestBlog) })),
  );
  router.get(
    '/fetch-blog/:id',
    handle(CALL_MESSAGES.fetchBlogFailed, async (req) => ({ data: toRestBlog(await blogs.get(String(req.params.id))) })),
  );
  return router;
}
