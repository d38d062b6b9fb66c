// What the app's routes need besides the database, built once at start: rate limits, mail, the e-mail code key,
// the two-factor keys, the platform's ledger accounts.
import type { Config } from './config';
import { loadCodeKey } from './auth/email-codes';
import { prepareDummyPasswordHash } from './auth/passwords';
import type { AppDatabase, Database } from './db/database';
import type { ReadRouter } from './db/read-replica';
import { openReadReplica } from './db/read-replica';
import type { PlatformAccounts } from './ledger/platform-accounts';
import { ensurePlatformAccounts } from './ledger/platform-accounts';
import type { LiveHub } from './live/live-hub';
import { startLiveHub } from './live/live-hub';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/mailer';
import type { RateLimiters } from './rate-limit/rate-limits';
import type { SessionCache } from './sessions/session-cache';
import { NO_SESSION_CACHE, startSessionCache } from './sessions/session-cache';
import { createRateLimitStore } from './rate-limit/rate-limits';
import type { TwoFactorKeys } from './two-factor/two-factor-keys';
import { loadTwoFactorKeys } from './two-factor/two-factor-keys';

const REDIS_READY_WAIT_MS = 3_000;

export interface AppDependencies {
  config: Config;
  db: Database;
  /**
   * Where the reads that may be a little behind go (admin lists, admin and public figures, statements of past
   * periods): the replica of DATABASE_READ_URL while it is up and close behind, the primary otherwise.
   */
  reads: ReadRouter;
  logger: Logger;
  rateLimiters: RateLimiters;
  mailer: Mailer;
  /** The HMAC key of e-mail codes. */
  codeKey: Buffer;
  /** The keys that encrypt authenticator secrets and hash recovery codes. */
  twoFactorKeys: TwoFactorKeys;
  /** The ids of funding, payouts, payouts_pending, fees and commissions. */
  platformAccounts: PlatformAccounts;
  /** Sessions checked lately, evicted by the database's notifications (sessions/session-cache.ts). */
  sessionCache: SessionCache;
  /** The open /api/v1/events streams of this instance and the poll that feeds them (docs/live.md). */
  live: LiveHub;
}

export interface AppResources {
  dependencies: AppDependencies;
  /**
   * Stops listening, lets mail in flight finish (at most mailWaitMs, when given) and disconnects from Redis; the
   * database is closed by its owner.
   */
  close(mailWaitMs?: number): Promise<void>;
}

export async function createAppDependencies(
  config: Config,
  db: Database,
  logger: Logger,
  /** The database to listen on for session changes; without it, no session is cached (every request reads). */
  notifications?: Pick<AppDatabase, 'listen'>,
): Promise<AppResources> {
  const [codeKey, twoFactorKeys, platformAccounts] = await Promise.all([
    loadCodeKey(db, config),
    loadTwoFactorKeys(db),
    ensurePlatformAccounts(db),
    prepareDummyPasswordHash(),
  ]);
  const rateLimitStore = createRateLimitStore(config, logger);
  // Redis is optional at start: if it does not answer soon, limits begin in memory and move to Redis when it does.
  await rateLimitStore.ready(REDIS_READY_WAIT_MS);
  const mailer = createMailer(config, db, logger);
  const reads = await openReadReplica(config, db, logger);
  const sessionCache =
    notifications === undefined ? NO_SESSION_CACHE : await startSessionCache(notifications);
  const live = startLiveHub({ db, logger, pollMs: config.liveEventsPollMs, notifications });
  logger.info(
    {
      rateLimits: rateLimitStore.kind,
      mail: mailer.kind,
      sessionCache: sessionCache.stats().listening,
      reads: reads.kind,
    },
    'api dependencies ready',
  );
  let closing: Promise<void> | undefined;
  return {
    dependencies: {
      config,
      db,
      reads,
      logger,
      rateLimiters: rateLimitStore.limiters,
      mailer,
      codeKey,
      twoFactorKeys,
      platformAccounts,
      sessionCache,
      live,
    },
    close: (mailWaitMs) =>
      (closing ??= (async () => {
        try {
          await live.stop();
          await sessionCache.close();
          await mailer.close(mailWaitMs);
        } finally {
          await Promise.all([rateLimitStore.close(), reads.close()]);
        }
      })()),
  };
}
