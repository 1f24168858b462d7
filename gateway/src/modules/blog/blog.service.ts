import type { DataSource, EntityManager, Repository } from 'typeorm';
import { BLOG_MESSAGES, SLUG_PATTERN, slugify, type BlogStatus } from '../../../../shared/domain/blog';
import { NotFoundError, isUuid } from '../../common/errors';
import { sanitizeRichText } from '../../common/rich-text';
import { Blog } from './blog.entity';

export interface NewBlog {
  title: string;
  description: string;
  image?: string | null;
  excerpt?: string;
  /** Published unless said otherwise (sample data and tests write finished posts). */
  status?: BlogStatus;
  createdAt?: Date;
}

const BLOG_NOT_FOUND = BLOG_MESSAGES.notFound;

/** A slug not yet taken: the wanted one, else with -2, -3... (or "post" for a title without latin letters). */
export async function freeSlug(manager: EntityManager, wanted: string, exceptId?: string): Promise<string> {
  const base = wanted || 'post';
  const taken = new Set<string>(
    (
      await manager.query(`SELECT slug FROM blogs WHERE (slug = $1 OR slug LIKE $2) AND id IS DISTINCT FROM $3`, [
        base,
        `${base.replace(/[\\%_]/g, '\\$&')}-%`,
        exceptId ?? null,
      ])
    ).map((row: { slug: string }) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * The public blog: only published posts, newest first. Drafts exist only for admins (see
 * blog-admin.service.ts), so every public road (GraphQL, REST, sitemap, page heads) goes through here.
 */
export class BlogService {
  private readonly blogs: Repository<Blog>;

  constructor(private readonly dataSource: DataSource) {
    this.blogs = dataSource.getRepository(Blog);
  }

  /** Every published post, newest first. */
  list(): Promise<Blog[]> {
    return this.blogs.find({ where: { status: 'published' }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** A published post by its id or its slug; drafts and unknown ones are NOT_FOUND. */
  async get(idOrSlug: string): Promise<Blog> {
    // Anything that is neither an id nor a slug ("%00", a path with spaces) names no post: never asked of the database.
    const where = isUuid(idOrSlug) ? { id: idOrSlug } : SLUG_PATTERN.test(idOrSlug) ? { slug: idOrSlug } : null;
    const blog = where && (await this.blogs.findOneBy({ ...where, status: 'published' }));
    if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
    return blog;
  }

  /** Writes a post as it is (sample data, tests); admins' posts go through BlogAdminService. */
  async create(input: NewBlog): Promise<Blog> {
    const status = input.status ?? 'published';
    const title = input.title.trim();
    return this.blogs.save(
      this.blogs.create({
        title,
        slug: await freeSlug(this.dataSource.manager, slugify(title)),
        excerpt: input.excerpt ?? '',
        description: sanitizeRichText(input.description),
        image: input.image ?? null,
        status,
        publishedAt: status === 'published' ? (input.createdAt ?? new Date()) : null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      }),
    );
  }
}
