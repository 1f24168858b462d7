import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { SessionTokens } from './modules/auth/session-token';
import { BlogService } from './modules/blog/blog.service';
import { LocationService } from './modules/location/location.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource, config: Pick<Config, 'jwtSecret'>) {
  return {
    auth: new AuthService(dataSource, new SessionTokens(dataSource, config.jwtSecret)),
    blogs: new BlogService(dataSource),
    location: new LocationService(dataSource),
    newsletter: new NewsletterService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
