import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { SessionTokens } from './modules/auth/session-token';
import { BlogService } from './modules/blog/blog.service';
import { LocationService } from './modules/location/location.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { ListingImages } from './modules/property/listing-images';
import { PropertyQueries } from './modules/property/property-queries';
import { PropertyService } from './modules/property/property.service';
import { SearchService } from './modules/search/search.service';
import { createFileStorage } from './modules/storage/create-storage';
import { UserDirectory } from './modules/user/user-directory';

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource, config: Pick<Config, 'jwtSecret' | 'dataDir' | 's3' | 'uploads'>) {
  const storage = createFileStorage(config);
  const listingImages = new ListingImages(storage, config.uploads.maxImageBytes);
  const location = new LocationService(dataSource);
  return {
    auth: new AuthService(dataSource, new SessionTokens(dataSource, config.jwtSecret)),
    blogs: new BlogService(dataSource),
    location,
    newsletter: new NewsletterService(dataSource),
    storage,
    listingImages,
    properties: new PropertyService(dataSource, listingImages, location),
    propertyQueries: new PropertyQueries(dataSource),
    search: new SearchService(dataSource),
    users: new UserDirectory(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
