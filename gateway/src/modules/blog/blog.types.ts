import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { BLOG_EXCERPT_MAX, BLOG_SLUG_MAX, BLOG_STATUSES, type BlogStatus } from '../../../../shared/domain/blog';
import { PageFields } from '../../graphql/page-fields';
import { enumValues } from '../../graphql/enum-of';

export const BlogStatusEnum = enumValues<BlogStatus>(BLOG_STATUSES);
registerEnumType(BlogStatusEnum, { name: 'BlogStatus', description: 'draft (seen only by admins) or published (on the public Blog).' });

@ObjectType('Blog', { description: 'A guide or news post from the Nivaas team.' })
export class BlogType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'The article as sanitized HTML.' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Cover image URL, if the post has one.' })
  image: string | null;

  @Field(() => String, { description: 'The post in words for its address; blog(id) also finds a published post by it.' })
  slug: string;

  @Field(() => String, { description: 'A short summary for search results and link previews; empty when the post has none.' })
  excerpt: string;

  @Field(() => BlogStatusEnum)
  status: BlogStatus;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last published; null for a post never published.' })
  publishedAt: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;
}

@ObjectType('BlogPage', { description: 'One page of blog posts (drafts too), newest first.' })
export class BlogPageType extends PageFields {
  @Field(() => [BlogType])
  items: BlogType[];
}

@InputType('BlogPostInput', { description: 'A blog post as the editor writes it.' })
export class BlogPostInputType {
  @Field(() => String)
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `Lowercase words and hyphens, at most ${BLOG_SLUG_MAX} characters, unique; empty: made from the title.`,
  })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: `At most ${BLOG_EXCERPT_MAX} characters.` })
  excerpt?: string | null;

  @Field(() => String, { description: 'The article as HTML; sanitized on save (images only from our storage).' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Cover image URL from uploadBlogImage; null for none.' })
  image?: string | null;
}

@ObjectType('BlogImage', { description: 'An image uploaded for a blog post.' })
export class BlogImageType {
  @Field(() => String)
  url: string;
}
