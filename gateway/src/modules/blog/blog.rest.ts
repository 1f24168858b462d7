import { Router } from 'express';
import { handle } from '../../rest/handler';
import type { Services } from '../../services';
import type { Blog } from './blog.entity';

/** The blog as spec section 7's client reads it. */
function toRestBlog(blog: Blog) {
  return {
    _id: blog.id,
    title: blog.title,
    description: blog.description,
    image: blog.image,
    createdAt: blog.createdAt.toISOString(),
  };
}

export function blogRoutes({ blogs }: Services): Router {
  const router = Router();
  router.get(
    '/fetch-blog',
    handle('Failed to fetch blogs', async () => ({ data: (await blogs.list()).map(toRestBlog) })),
  );
  router.get(
    '/fetch-blog/:id',
    handle('Failed to fetch blog', async (req) => ({ data: toRestBlog(await blogs.get(String(req.params.id))) })),
  );
  return router;
}
