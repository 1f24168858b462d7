import type { DataSource, EntityManager } from 'typeorm';
import { BLOG_MESSAGES, BLOG_STATUSES, type BlogStatus } from '../../../../shared/domain/blog';
import { blogPostSchema, hasWords } from '../../../../shared/validation/blog';
import { DomainError, NotFoundError, ValidationError, isUniqueViolation, isUuid } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { sanitizeRichText } from '../../common/rich-text';
import { parseInput, type Untrusted } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import type { UploadedImage } from '../property/listing-images';
import type { BlogImages } from './blog-images';
import { Blog } from './blog.entity';
import { freeSlug } from './blog.service';

export interface BlogPostInput {
  title: string;
  slug: string;
  excerpt: string;
  description: string;
  image: string | null;
}

export interface BlogAdminFilter {
  status?: BlogStatus | null;
  page?: unknown;
  limit?: unknown;
}

const slugTaken = () => new ValidationError([{ field: 'slug', message: BLOG_MESSAGES.slugTaken }]);

/**
 * What admins do with blog posts: list them all (drafts too), write and edit them, publish,
 * unpublish and delete them. Publishing, unpublishing and deleting are audited in the same
 * transaction as the change.
 */
export class BlogAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly images: BlogImages,
  ) {}

  async list(viewer: Viewer | null, filter: BlogAdminFilter = {}): Promise<Page<Blog>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination(filter);
    if (filter.status && !BLOG_STATUSES.includes(filter.status))
      throw new DomainError('BAD_USER_INPUT', `status must be one of ${BLOG_STATUSES.join(', ')}`, 'status');
    const [items, total] = await this.dataSource.getRepository(Blog).findAndCount({
      where: filter.status ? { status: filter.status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }

  async get(viewer: Viewer | null, id: string): Promise<Blog> {
    requireRole(viewer, 'admin');
    return this.find(this.dataSource.manager, id);
  }

  /** A new post starts as a draft. */
  async create(viewer: Viewer | null, input: Untrusted<BlogPostInput>): Promise<Blog> {
    requireRole(viewer, 'admin');
    return this.saving(async (manager) => {
      const values = await this.checked(manager, input, null);
      return manager.save(manager.create(Blog, { ...values, status: 'draft', publishedAt: null }));
    });
  }

  async update(viewer: Viewer | null, id: string, input: Untrusted<BlogPostInput>): Promise<Blog> {
    requireRole(viewer, 'admin');
    return this.saving(async (manager) => {
      const post = await this.find(manager, id, true);
      Object.assign(post, await this.checked(manager, input, post));
      return manager.save(post);
    });
  }

  publish(viewer: Viewer | null, id: string): Promise<Blog> {
    return this.setStatus(viewer, id, 'published');
  }

  unpublish(viewer: Viewer | null, id: string): Promise<Blog> {
    return this.setStatus(viewer, id, 'draft');
  }

  async remove(viewer: Viewer | null, id: string): Promise<string> {
    const admin = requireRole(viewer, 'admin');
    return this.dataSource.transaction(async (manager) => {
      const post = await this.find(manager, id, true);
      await manager.delete(Blog, { id: post.id });
      await this.audit.record(
        {
          actor: admin,
          action: 'blog_deleted',
          target: { type: 'blog', id: post.id, label: post.title },
          details: { slug: post.slug, status: post.status },
        },
        manager,
      );
      return post.id;
    });
  }

  /** An image for a post (its cover or a picture in its text): checked, stored, its URL answered. */
  async uploadImage(viewer: Viewer | null, upload: UploadedImage | undefined): Promise<string> {
    requireRole(viewer, 'admin');
    if (!upload) throw new ValidationError([{ field: 'image', message: 'Choose an image to upload' }]);
    return this.images.store(upload);
  }

  private async setStatus(viewer: Viewer | null, id: string, status: BlogStatus): Promise<Blog> {
    const admin = requireRole(viewer, 'admin');
    return this.dataSource.transaction(async (manager) => {
      const post = await this.find(manager, id, true);
      // Publishing a published post changes nothing and is not an action worth a log entry.
      if (post.status === status) return post;
      post.status = status;
      if (status === 'published') post.publishedAt = new Date();
      await manager.update(Blog, { id: post.id }, { status, publishedAt: post.publishedAt });
      const action = status === 'published' ? 'blog_published' : 'blog_unpublished';
      await this.audit.record(
        { actor: admin, action, target: { type: 'blog', id: post.id, label: post.title }, details: { slug: post.slug } },
        manager,
      );
      return post;
    });
  }

  /** The input checked and cleaned: the rules of the form, a free slug, own images, sanitized HTML. */
  private async checked(manager: EntityManager, input: Untrusted<BlogPostInput>, current: Blog | null) {
    const values = parseInput(blogPostSchema, {
      ...input,
      slug: input.slug ?? '',
      excerpt: input.excerpt ?? '',
      image: input.image || null,
    });
    const description = sanitizeRichText(values.description, this.images.urlPrefix);
    if (!hasWords(description)) throw new ValidationError([{ field: 'description', message: BLOG_MESSAGES.description }]);
    // A cover stays as it was (the sample posts' pictures) or comes from our storage.
    if (values.image && values.image !== current?.image && !this.images.isOurs(values.image)) {
      throw new ValidationError([{ field: 'image', message: BLOG_MESSAGES.image }]);
    }
    const slug = await this.slugFor(manager, values.slug, Boolean(String(input.slug ?? '').trim()), current?.id);
    return { title: values.title, slug, excerpt: values.excerpt, description, image: values.image };
  }

  /** A slug the admin typed must be free (400 naming slug); one made from the title is made free. */
  private async slugFor(manager: EntityManager, slug: string, typed: boolean, currentId: string | undefined): Promise<string> {
    if (!typed) return freeSlug(manager, slug, currentId);
    const other = await manager.query(`SELECT 1 FROM blogs WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, currentId ?? null]);
    if (other.length) throw slugTaken();
    return slug;
  }

  /** A second save with the same slug at the same moment meets the unique index: the same 400. */
  private async saving(work: (manager: EntityManager) => Promise<Blog>): Promise<Blog> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Blog> {
    const post = isUuid(id)
      ? await manager.getRepository(Blog).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!post) throw new NotFoundError(BLOG_MESSAGES.notFound);
    return post;
  }
}
