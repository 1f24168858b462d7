import type { DataSource, EntityManager } from 'typeorm';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_QUERY_MAX } from '../../../../shared/domain/saved-searches';
import { ALERT_MESSAGES, type AlertFrequency } from '../../../../shared/domain/saved-search-alerts';
import { searchFiltersOf, toSearchParams } from '../../../../shared/validation/search-params';
import { savedSearchAlertsSchema, savedSearchNameFormSchema } from '../../../../shared/validation/saved-search';
import { DomainError, NotFoundError, isUuid } from '../../common/errors';
import { newLinkToken } from '../../common/link-token';
import { parseInput } from '../../common/validate';
import { requireViewer, type Viewer } from '../auth/viewer';
import type { SearchService } from '../search/search.service';
import { hasVerifiedPhone } from '../user/has-verified-phone';
import { User } from '../user/user.entity';
import { SavedSearch } from './saved-search.entity';

/** A saved search as its seeker's list shows it. */
export interface SavedSearchView {
  id: string;
  name: string;
  query: string;
  paused: boolean;
  lastOpenedAt: Date;
  createdAt: Date;
  alertFrequency: AlertFrequency;
  alertBySms: boolean;
  lastAlertedAt: Date | null;
}

/**
 * A seeker's saved searches (issue 34 item 1): at most SAVED_SEARCH_MAX, each the /search-list
 * URL's query under a name, read with the search's own rules (a query the search page would
 * refuse cannot be saved). New matches are counted by the search's own statement (SearchService
 * .newMatches), so the list never disagrees with the page the search opens. Its alerts are sent
 * by SavedSearchAlerts.
 */
export class SavedSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: SearchService,
  ) {}

  /** The viewer's saved searches, newest first. */
  async list(viewer: Viewer | null): Promise<SavedSearchView[]> {
    const user = requireViewer(viewer);
    const rows = await this.dataSource
      .getRepository(SavedSearch)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(viewOf);
  }

  /**
   * Saves a search under a name. Saving a search already kept answers that one (`alreadySaved`),
   * renamed to nothing: the seeker's own name stays.
   */
  async save(viewer: Viewer | null, input: { name: unknown; query: unknown }): Promise<{ saved: SavedSearchView; alreadySaved: boolean }> {
    const user = requireViewer(viewer);
    const { name } = parseInput(savedSearchNameFormSchema, { name: input.name });
    const query = this.canonicalQuery(input.query);
    const { row, alreadySaved } = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved-searches:${user.id}`]);
      const repository = manager.getRepository(SavedSearch);
      const existing = await repository.findOneBy({ userId: user.id, query });
      if (existing) return { row: existing, alreadySaved: true };
      if ((await repository.countBy({ userId: user.id })) >= SAVED_SEARCH_MAX)
        throw new DomainError('CONFLICT', SAVED_SEARCH_MESSAGES.full);
      return {
        row: await repository.save(repository.create({ userId: user.id, name, query, unsubscribeToken: newLinkToken().token })),
        alreadySaved: false,
      };
    });
    return { saved: viewOf(row), alreadySaved };
  }

  async rename(viewer: Viewer | null, id: string, name: unknown): Promise<SavedSearchView> {
    const user = requireViewer(viewer);
    const checked = parseInput(savedSearchNameFormSchema, { name });
    return this.change(user, id, (manager) => manager.update(SavedSearch, { id }, { name: checked.name }));
  }

  /** Pauses (no alerts) or resumes a saved search; resumed, its alerts start from now (nothing listed while paused is sent). */
  async setPaused(viewer: Viewer | null, id: string, paused: boolean): Promise<SavedSearchView> {
    const user = requireViewer(viewer);
    return this.change(user, id, (manager) =>
      manager.query(
        `UPDATE saved_searches SET paused_at = CASE WHEN $2 THEN COALESCE(paused_at, now()) END,
                alerts_from = CASE WHEN NOT $2 AND paused_at IS NOT NULL THEN now() ELSE alerts_from END
          WHERE id = $1`,
        [id, paused],
      ),
    );
  }

  /** How often its alert goes, and whether by SMS too (only to a verified mobile number). */
  async setAlerts(viewer: Viewer | null, id: string, input: { frequency: unknown; bySms: unknown }): Promise<SavedSearchView> {
    const user = requireViewer(viewer);
    const { frequency, bySms } = parseInput(savedSearchAlertsSchema, input);
    if (bySms) {
      const account = await this.dataSource
        .getRepository(User)
        .findOne({ where: { id: user.id }, select: { id: true, contactNumber: true, phoneVerifiedAt: true } });
      if (!account || !hasVerifiedPhone(account)) throw new DomainError('BAD_USER_INPUT', ALERT_MESSAGES.smsNeedsVerifiedPhone, 'bySms');
    }
    return this.change(user, id, (manager) => manager.update(SavedSearch, { id }, { alertFrequency: frequency, alertBySms: bySms }));
  }

  /**
   * Listings the search finds that became new since it was last opened (null if its filters no
   * longer read: it still opens, and the page drops what does not read).
   */
  async newMatches(viewer: Viewer | null, search: Pick<SavedSearchView, 'query' | 'lastOpenedAt'>): Promise<number | null> {
    const user = requireViewer(viewer);
    try {
      return (await this.search.newMatches(user, { filter: searchFiltersOf(search.query) }, { newAfter: search.lastOpenedAt }, 1)).total;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return null;
      throw error;
    }
  }

  /** Marks a saved search opened now (its new matches start again from 0); answers it. */
  async open(viewer: Viewer | null, id: string): Promise<SavedSearchView> {
    const user = requireViewer(viewer);
    return this.change(user, id, (manager) => manager.update(SavedSearch, { id }, { lastOpenedAt: () => 'now()' }));
  }

  /** Deletes a saved search; deleting one that is gone changes nothing. Answers the ids left. */
  async delete(viewer: Viewer | null, id: string): Promise<string[]> {
    const user = requireViewer(viewer);
    if (isUuid(id)) await this.dataSource.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, user.id]);
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [user.id],
    );
    return rows.map((row) => row.id);
  }

  /** The query as the search page writes it: read with the search's rules (400s name the filter), in one order. */
  private canonicalQuery(query: unknown): string {
    // Listings this browser has opened are no part of a search to keep.
    const { excludeIds: _excluded, ...filters } = this.search.parse({
      filter: searchFiltersOf(typeof query === 'string' ? query : ''),
    }).filters;
    const canonical = toSearchParams(filters).toString();
    if (canonical.length > SAVED_SEARCH_QUERY_MAX) throw new DomainError('BAD_USER_INPUT', SAVED_SEARCH_MESSAGES.queryTooLong, 'query');
    return canonical;
  }

  /** Applies a change to one of the user's saved searches; another user's, or none, is not found. */
  private async change(user: Viewer, id: string, apply: (manager: EntityManager) => Promise<unknown>): Promise<SavedSearchView> {
    const row = await this.dataSource.transaction(async (manager) => {
      const mine = isUuid(id) && (await manager.findOneBy(SavedSearch, { id, userId: user.id }));
      if (!mine) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
      await apply(manager);
      return manager.findOneByOrFail(SavedSearch, { id });
    });
    return viewOf(row);
  }
}

function viewOf(row: SavedSearch): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    paused: row.pausedAt !== null,
    lastOpenedAt: row.lastOpenedAt,
    createdAt: row.createdAt,
    alertFrequency: row.alertFrequency,
    alertBySms: row.alertBySms,
    lastAlertedAt: row.lastAlertedAt,
  };
}
