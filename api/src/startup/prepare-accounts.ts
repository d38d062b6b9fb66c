// At start: the configured first admin, then (embedded or SEED_DEMO) the demo accounts.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { demoAccountsLine, seedDemoAccounts } from './demo-accounts';
import { ensureAdmin } from './first-admin';

export async function prepareAccounts(
  config: Pick<
    Config,
    | 'admin'
    | 'seedDemo'
    | 'limits'
    | 'timeZoneLimits'
    | 'agentCommissionPpm'
    | 'agentCommissionDailyCapCents'
    | 'addMoneyLimits'
  >,
  db: Database,
  logger: Logger,
): Promise<void> {
  if (config.admin !== undefined) {
    const outcome = await ensureAdmin(db, config.admin);
    logger.info({ email: config.admin.email, outcome }, `admin from ADMIN_EMAIL: ${outcome}`);
  }
  if (config.seedDemo) {
    const created = await seedDemoAccounts(db, config);
    if (created.length > 0) logger.info({ created }, 'demo accounts created');
    logger.info(demoAccountsLine());
  }
}
