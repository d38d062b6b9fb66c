// At start: the configured first admin, then (development on the embedded database, or SEED_DEMO) the demo accounts;
// without either, a hint on how to make the first admin.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { hasOpenAdmin } from '../people/users.repository';
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
  } else if (!(await hasOpenAdmin(db))) {
    logger.warn(
      'no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart, or run `npm run create-admin`',
    );
  }
}
