import type { DataSource } from 'typeorm';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

/**
 * The demo seeker's saved searches have sent alerts (issue 34 item 2): their alerts count from
 * when each was saved, the newest goes out at once (instant) and the others daily, and each one
 * not paused sends its first alert now, by the alerts' own code: the mails are in the outbox and
 * the announced listings will not be sent again.
 */
export const savedSearchAlertsSeed: Seeder = {
  name: 'saved-search-alerts-v1',
  async run(services: Services, dataSource: DataSource) {
    const { seeker } = await sampleAccounts(dataSource);
    if (!seeker) return 0;
    const searches: Array<{ id: string }> = await dataSource
      .query(
        `UPDATE saved_searches s SET alerts_from = s.created_at,
              alert_frequency = CASE WHEN s.id = (SELECT id FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1) THEN 'instant' ELSE 'daily' END
        WHERE s.user_id = $1 AND s.paused_at IS NULL
        RETURNING s.id`,
        [seeker.id],
      )
      .then(([rows]: [Array<{ id: string }>]) => rows);
    let sent = 0;
    for (const { id } of searches) if (await services.savedSearchAlerts.sendOne(id)) sent++;
    return sent;
  },
};
