import type { DataSource, EntityManager } from 'typeorm';
import { SITE_SETTINGS_LABELS, SITE_SETTINGS_MESSAGES } from '../../../../shared/domain/site-settings';
import { siteSettingsSchema, type SiteSettingsValues } from '../../../../shared/validation/site-settings';
import { DomainError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import { normaliseCityName } from '../location/cities';
import { SiteSettings } from './site-settings.entity';
import { listedSql } from '../property/listed';

/** The first values, from configuration (CONTACT_*, SOCIAL_*, FEATURED_CITIES, REVIEW_NEW_LISTINGS). */
export type SiteSettingsDefaults = SiteSettingsValues;

const ROW_ID = 1;
type Field = keyof SiteSettingsValues;
const FIELDS = Object.keys(siteSettingsSchema.shape) as Field[];

/**
 * Site settings admins edit without a restart. Every read goes to the database (one primary-key
 * row): a cache would need a version check per read to stay right behind several gateways, which
 * costs the same round trip, so there is none, and every gateway sees a change at once.
 */
export class SiteSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaults: SiteSettingsDefaults,
    private readonly audit?: AuditLog,
  ) {}

  /** The settings as they are now; the configured first values are written when the row is missing. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<SiteSettings> {
    return (await manager.findOneBy(SiteSettings, { id: ROW_ID })) ?? this.ensure(manager);
  }

  /** Writes the configured first values unless the row exists (at start, and on a first read). */
  async ensure(manager: EntityManager = this.dataSource.manager): Promise<SiteSettings> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SiteSettings)
      .values({ id: ROW_ID, ...this.defaults })
      .orIgnore()
      .execute();
    return manager.findOneByOrFail(SiteSettings, { id: ROW_ID });
  }

  /** Whether a listing created now waits for review; read in the listing's own transaction. */
  async reviewBeforeLive(manager?: EntityManager): Promise<boolean> {
    return (await this.current(manager)).reviewBeforeLive;
  }

  /** Admins: the cities they may feature: those with live listings, and those featured now. */
  async cityChoices(viewer: Viewer | null, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    requireRole(viewer, 'admin');
    const rows: Array<{ city: string }> = await manager.query(`SELECT DISTINCT city FROM properties WHERE ${listedSql()}`);
    const featured = (await this.current(manager)).featuredCities;
    return [...new Set([...rows.map((row) => row.city), ...featured])].sort((a, b) => a.localeCompare(b, 'en'));
  }

  /** Admins save the whole form; the audit log keeps each changed field's old and new value. */
  async update(viewer: Viewer | null, input: unknown): Promise<SiteSettings> {
    const admin = requireRole(viewer, 'admin');
    const values = parseInput(siteSettingsSchema, input);
    return this.dataSource.transaction(async (manager) => {
      await this.current(manager);
      const before = await manager.findOneOrFail(SiteSettings, { where: { id: ROW_ID }, lock: { mode: 'pessimistic_write' } });
      values.featuredCities = await this.knownCities(viewer, values.featuredCities, manager);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of FIELDS) {
        if (JSON.stringify(before[field]) !== JSON.stringify(values[field])) changes[field] = { from: before[field], to: values[field] };
      }
      if (!Object.keys(changes).length) return before;
      await manager.update(SiteSettings, { id: ROW_ID }, values);
      await this.audit?.record(
        {
          actor: admin,
          action: 'settings_changed',
          target: {
            type: 'settings',
            id: null,
            label: Object.keys(changes)
              .map((field) => SITE_SETTINGS_LABELS[field as Field])
              .join(', '),
          },
          details: changes,
        },
        manager,
      );
      return manager.findOneByOrFail(SiteSettings, { id: ROW_ID });
    });
  }

  /** Each featured city as the list spells it ("bangalore" -> "Bengaluru"), or 400 naming it. */
  private async knownCities(viewer: Viewer | null, cities: string[], manager: EntityManager): Promise<string[]> {
    const known = new Map((await this.cityChoices(viewer, manager)).map((city) => [city.toLowerCase(), city]));
    const named = cities.map((city) => {
      const found = known.get(city.toLowerCase()) ?? known.get(normaliseCityName(city).toLowerCase());
      if (!found) throw new DomainError('BAD_USER_INPUT', SITE_SETTINGS_MESSAGES.cityUnknown(city), 'featuredCities');
      return found;
    });
    if (new Set(named).size !== named.length)
      throw new DomainError('BAD_USER_INPUT', SITE_SETTINGS_MESSAGES.citiesRepeated, 'featuredCities');
    return named;
  }
}
