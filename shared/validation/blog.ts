import { z } from 'zod';
import { BLOG_EXCERPT_MAX, BLOG_MESSAGES, BLOG_SLUG_MAX, BLOG_TITLE_MAX, SLUG_PATTERN, slugify } from '../domain/blog';
import { CONTROL_CHARACTERS, controlCharactersMessage } from './text';

const plain = (field: string) => z.string().refine((value) => !CONTROL_CHARACTERS.test(value), controlCharactersMessage(field));

/** The text of rich-text HTML, to tell an empty editor from a written post. */
export const hasWords = (html: string) =>
  /<img\s/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * A blog post as the editor sends it, checked alike in the form and the gateway. An empty slug is
 * made from the title; the body (description) is HTML, sanitized again by the gateway on save.
 */
export const blogPostSchema = z
  .object({
    title: plain('title').trim().min(1, BLOG_MESSAGES.title).max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong),
    slug: z
      .string()
      .trim()
      .max(BLOG_SLUG_MAX, BLOG_MESSAGES.slugTooLong)
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), BLOG_MESSAGES.slug),
    excerpt: plain('excerpt').trim().max(BLOG_EXCERPT_MAX, BLOG_MESSAGES.excerptTooLong),
    description: z.string({ error: BLOG_MESSAGES.description }).refine(hasWords, BLOG_MESSAGES.description),
    image: z.string().trim().nullable(),
  })
  .transform((post) => ({ ...post, slug: post.slug || slugify(post.title) }));

export type BlogPostFormInput = z.input<typeof blogPostSchema>;
export type BlogPostValues = z.output<typeof blogPostSchema>;
