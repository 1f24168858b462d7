import { stripHtml, truncate } from '../../../../shared/domain/plain-text';

/** Blog cards show this many characters of the post's text before "...". */
const BLOG_PREVIEW_LENGTH = 180;
export const DEFAULT_BLOG_IMAGE = '/images/blog/default-banner.svg';

export function blogPreview(descriptionHtml: string): string {
  return truncate(stripHtml(descriptionHtml), BLOG_PREVIEW_LENGTH);
}
