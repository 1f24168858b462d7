import type { DataSource } from 'typeorm';
import { BlogService } from './modules/blog/blog.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource) {
  return {
    blogs: new BlogService(dataSource),
    newsletter: new NewsletterService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
