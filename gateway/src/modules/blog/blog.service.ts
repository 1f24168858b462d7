import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, isUuid } from '../../common/errors';
import { sanitizeRichText } from '../../common/rich-text';
import { Blog } from './blog.entity';

export interface NewBlog {
  title: string;
  description: string;
  image?: string | null;
  createdAt?: Date;
}

export const BLOG_NOT_FOUND = 'Blog not found';

export class BlogService {
  private readonly blogs: Repository<Blog>;

  constructor(dataSource: DataSource) {
    this.blogs = dataSource.getRepository(Blog);
  }

  /** Every post, newest first. */
  list(): Promise<Blog[]> {
    return this.blogs.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async get(id: string): Promise<Blog> {
    const blog = isUuid(id) ? await this.blogs.findOneBy({ id }) : null;
    if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
    return blog;
  }

  create(input: NewBlog): Promise<Blog> {
    return this.blogs.save(
      this.blogs.create({
        title: input.title.trim(),
        description: sanitizeRichText(input.description),
        image: input.image ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      }),
    );
  }
}
