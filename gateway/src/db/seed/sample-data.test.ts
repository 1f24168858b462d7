import { createTestApp, type TestApp } from '../../test/test-app';
import { seedSampleData } from './index';
import { checkSampleAccounts } from './sample-accounts.checks';
import { checkSampleLeads } from './sample-leads.checks';
import { checkSampleMarketplace } from './sample-marketplace.checks';

/**
 * The sample data `npm start` serves, seeded once here (every sample set, photos included) and
 * checked by three modules in this order: the leads and their history, then the accounts (whose
 * last check deletes the sample user), then the marketplace around them.
 */
let t: TestApp;
// Seeding every sample set (photos included) takes a while on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.dataSource, t.services, t.logger);
}, 120_000);
afterAll(() => t.close());

const seeded = () => t;
checkSampleLeads(seeded);
checkSampleAccounts(seeded);
checkSampleMarketplace(seeded);
