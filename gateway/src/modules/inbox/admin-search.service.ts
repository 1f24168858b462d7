import type { DataSource } from 'typeorm';
import { ADMIN_SEARCH_PER_KIND } from '../../../../shared/domain/inbox';
import type { ListingStatus } from '../../../../shared/domain/property';
import type { Role } from '../../../../shared/domain/roles';
import { adminSearchSchema } from '../../../../shared/validation/inbox';
import { parseInput } from '../../common/validate';
import { requireRole, type Viewer } from '../auth/viewer';
import { notRemovedSql } from '../property/listed';

export interface AdminSearchResult {
  users: Array<{ id: string; name: string; email: string; role: Role }>;
  listings: Array<{ id: string; title: string; city: string; status: ListingStatus }>;
  posts: Array<{ id: string; title: string }>;
}

/** A LIKE pattern that finds the words anywhere, with LIKE's own characters taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The dashboard header's search: users by name or e-mail, listings (any status) and blog posts by
 * title, at most ADMIN_SEARCH_PER_KIND of each, the closest names first. Admins only.
 */
export class AdminSearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(viewer: Viewer | null, input: unknown): Promise<AdminSearchResult> {
    requireRole(viewer, 'admin');
    const { query } = parseInput(adminSearchSchema, { query: input });
    const pattern = containing(query);
    // Names that start with the words come first, then the shortest.
    const order = (column: string) => `(${column} ILIKE $2) DESC, length(${column}), ${column}`;
    const params = [pattern, `${pattern.slice(1)}`, ADMIN_SEARCH_PER_KIND];
    const [users, listings, posts] = await Promise.all([
      this.dataSource.query(
        `SELECT id, name, email, role FROM users WHERE (name ILIKE $1 OR email ILIKE $1) AND deleted_at IS NULL ORDER BY ${order('name')} LIMIT $3`,
        params,
      ),
      this.dataSource.query(
        `SELECT id, title, city, status FROM properties WHERE title ILIKE $1 AND ${notRemovedSql()} ORDER BY ${order('title')} LIMIT $3`,
        params,
      ),
      this.dataSource.query(`SELECT id, title FROM blogs WHERE title ILIKE $1 ORDER BY ${order('title')} LIMIT $3`, params),
    ]);
    return { users, listings, posts };
  }
}
