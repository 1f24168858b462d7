import { Blog } from '../modules/blog/blog.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [Blog, SeedRun];
