import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { BlogStatus } from '../../../../shared/domain/blog';
import type { GraphQLContext } from '../../graphql/context';
import { withUploads } from '../../graphql/uploads';
import { BlogImageType, BlogPageType, BlogPostInputType, BlogStatusEnum, BlogType } from './blog.types';

@Resolver(() => BlogType)
export class BlogResolver {
  @Query(() => [BlogType], { description: 'Every published blog post, newest first.' })
  blogs(@Ctx() { services }: GraphQLContext): Promise<BlogType[]> {
    return services.blogs.list();
  }

  @Query(() => BlogType, { description: 'One published blog post by its id or slug; fails with NOT_FOUND for an unknown id or a draft.' })
  blog(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<BlogType> {
    return services.blogs.get(id);
  }

  @Authorized('admin')
  @Query(() => BlogPageType, { description: 'Admins: every blog post, drafts too, newest first, optionally of one status.' })
  adminBlogs(
    @Arg('status', () => BlogStatusEnum, { nullable: true }) status: BlogStatus | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogPageType> {
    return services.blogAdmin.list(viewer, { status, page, limit });
  }

  @Authorized('admin')
  @Query(() => BlogType, { description: 'Admins: one blog post, draft or published.' })
  adminBlog(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogType> {
    return services.blogAdmin.get(viewer, id);
  }

  @Authorized('admin')
  @Mutation(() => BlogType, { description: 'Admins: writes a new post as a draft.' })
  createBlog(
    @Arg('input', () => BlogPostInputType) input: BlogPostInputType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogType> {
    return services.blogAdmin.create(viewer, input);
  }

  @Authorized('admin')
  @Mutation(() => BlogType, { description: 'Admins: edits a post; its status stays as it is.' })
  updateBlog(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BlogPostInputType) input: BlogPostInputType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogType> {
    return services.blogAdmin.update(viewer, id, input);
  }

  @Authorized('admin')
  @Mutation(() => BlogType, { description: 'Admins: puts a post on the public Blog (audited).' })
  publishBlog(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogType> {
    return services.blogAdmin.publish(viewer, id);
  }

  @Authorized('admin')
  @Mutation(() => BlogType, { description: 'Admins: takes a post off the public Blog; it is a draft again (audited).' })
  unpublishBlog(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<BlogType> {
    return services.blogAdmin.unpublish(viewer, id);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: 'Admins: deletes a post (audited); answers its id.' })
  deleteBlog(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string> {
    return services.blogAdmin.remove(viewer, id);
  }

  @Authorized('admin')
  @Mutation(() => BlogImageType, {
    description: 'Admins: uploads an image for a post (GraphQL multipart request), checked like listing photos.',
  })
  async uploadBlogImage(
    @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BlogImageType> {
    return withUploads([image], services.listingImages.maxBytes, async ([upload]) => ({
      url: await services.blogAdmin.uploadImage(viewer, upload),
    }));
  }
}
