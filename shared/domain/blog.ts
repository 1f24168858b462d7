/**
 * Blog posts written by admins (issue 13 item 7): a post is a draft until it is published, and
 * only published posts reach the public Blog pages, the REST blog paths and the sitemap.
 */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { draft: 'Draft', published: 'Published' };

export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 300;
/** Rows per page of the admins' post list. */
export const BLOG_ADMIN_PAGE_SIZE = 20;

export const BLOG_MESSAGES = {
  title: 'Enter a title',
  titleTooLong: `The title can be at most ${BLOG_TITLE_MAX} characters`,
  slug: 'Use lowercase letters, digits and single hyphens only, e.g. first-week-in-jaipur',
  slugTooLong: `The slug can be at most ${BLOG_SLUG_MAX} characters`,
  slugTaken: 'Another post already uses this slug. Choose a different one.',
  excerptTooLong: `The excerpt can be at most ${BLOG_EXCERPT_MAX} characters`,
  description: 'Write the post before saving it',
  image: 'Upload the cover image here; images from other sites are not accepted',
  notFound: 'Blog not found',
  deleted: 'Post deleted',
  published: 'Post published: it is on the Blog now',
  unpublished: 'Post unpublished: it is a draft again',
  saved: 'Post saved',
} as const;

/** Lowercase words joined by single hyphens; Indian place names lose their accents (Kochi, not Kōchi). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a title suggests: "My first week in Jaipur!" -> "my-first-week-in-jaipur". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}
