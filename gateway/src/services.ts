import type { DataSource } from 'typeorm';
import { BlogService } from './modules/blog/blog.service';

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource) {
  return {
    blogs: new BlogService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
