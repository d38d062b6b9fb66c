// Starts the api: config, database, migrations, app, listener; and stops it gracefully.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import type { MetricsEndpoint } from '@wallet/common/metrics-endpoint';
import { startMetricsEndpoint } from '@wallet/common/metrics-endpoint';
import { API_PREFIX, createApp } from './app';
import type { Config } from './config';
import { loadConfig } from './config';
import type { AppDatabase } from './db/database';
import { createDatabase } from './db/database';
import type { AppResources } from './dependencies';
import { createAppDependencies } from './dependencies';
import type { KeySweeper } from './idempotency/key-sweeper';
import { startKeySweeper } from './idempotency/key-sweeper';
import type { ReceiptSweeper } from './mail/receipt-outbox';
import { startReceiptSweeper } from './mail/receipt-outbox';
import { moneyContextOf } from './ledger/money-context';
import { receiptSender } from './mail/send-receipts';
import type { Logger } from './logger';
import { createLogger } from './logger';
import type { RateLimiters } from './rate-limit/rate-limits';
import type { SessionCache } from './sessions/session-cache';
import { prepareAccounts } from './startup/prepare-accounts';
import type { DecidePayout, PayoutProcessor } from './withdrawals/payout-processor';
import { startPayoutProcessor } from './withdrawals/payout-processor';
import type { LedgerCheckSchedule } from './books/ledger-check-schedule';
import { startLedgerCheckSchedule } from './books/ledger-check-schedule';
import type { JournalRollupJob } from './stats/journal-rollup';
import { startJournalRollup } from './stats/journal-rollup';
import { createApiMetrics } from './metrics/api-metrics';

export interface StartApiOptions {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where JSON log lines go (main.ts: a destination that never blocks); pino's standard output otherwise. */
  logDestination?: DestinationStream;
  /** Overrides API_PORT; 0 picks a free port. */
  port?: number;
  /**
   * 'memory': an in-memory PGlite, whatever DATABASE_URL says (tests); { memoryFrom }: one started from that dump of a
   * migrated database (test/migrated-template.ts). { shared }: a database another api instance of this process opened
   * (a second instance on one PGlite, in tests); it is not closed with this api.
   */
  database?: 'memory' | { memoryFrom: string } | { shared: AppDatabase };
  /** Overrides SHUTDOWN_TIMEOUT_MS: the bound of close(), most of it for requests in flight. */
  shutdownTimeoutMs?: number;
  /** How the payout processor settles each due withdrawal; by default every payout completes. */
  decidePayout?: DecidePayout;
  /** How often the payout processor looks for due withdrawals (default 1 s). */
  payoutPollIntervalMs?: number;
  /** false: the payout processor never looks by itself (tests whose pending withdrawals must stay pending). */
  payoutPolling?: boolean;
}

export interface RunningApi {
  /** Where a client on this machine reaches the api, e.g. http://127.0.0.1:4000. */
  url: string;
  port: number;
  config: Config;
  database: AppDatabase;
  logger: Logger;
  /** The live rate limits, so a test can arrange a state that would otherwise take minutes of waiting. */
  rateLimiters: RateLimiters;
  /** The session cache, whose stats a test reads. */
  sessionCache: SessionCache;
  /** With METRICS=1, where Prometheus scrapes this api (its own port, METRICS_PORT); undefined otherwise. */
  metricsUrl: string | undefined;
  /** Resolves once every mail handed over so far (composed in the background or not) is delivered or has failed. */
  mailIdle(): Promise<void>;
  /**
   * Stops accepting, lets in-flight requests finish, stops the background jobs, then closes the database: all within
   * the shutdown bound, whatever hangs. Safe to call twice.
   */
  close(): Promise<void>;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config, options.logDestination);
  const shared =
    typeof options.database === 'object' && 'shared' in options.database
      ? options.database.shared
      : undefined;
  const memoryFrom =
    typeof options.database === 'object' && 'memoryFrom' in options.database
      ? options.database.memoryFrom
      : undefined;
  const memory = options.database === 'memory' || memoryFrom !== undefined;
  const database =
    shared ??
    (await createDatabase(config, logger, { memory, ...(memoryFrom === undefined ? {} : { memoryFrom }) }));
  const server = http.createServer();
  const inFlight = trackResponses(server);
  let resources: AppResources | undefined;
  let metricsEndpoint: MetricsEndpoint | undefined;
  try {
    await database.migrate();
    resources = await createAppDependencies(config, database.db, logger, database);
    await prepareAccounts(config, database.db, logger);
    const metrics =
      config.metrics === undefined
        ? undefined
        : createApiMetrics({
            db: database.db,
            poolStats: database.poolStats,
            payoutDelaySeconds: config.payoutDelaySeconds,
            routePrefix: API_PREFIX,
          });
    server.on('request', createApp(resources.dependencies, metrics?.middleware));
    if (config.metrics !== undefined && metrics !== undefined) {
      metricsEndpoint = await startMetricsEndpoint(config.metrics, metrics.render, (error) =>
        logger.error({ err: error }, 'metrics: a scrape failed'),
      );
    }
    await listen(server, options.port ?? config.apiPort, config.apiHost);
  } catch (error) {
    await metricsEndpoint?.close();
    await resources?.close();
    if (shared === undefined) await database.close();
    throw error;
  }
  const appResources = resources;
  const background = startBackgroundWork(appResources, options);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${hostForUrl(config.apiHost)}:${port}`;
  const metricsUrl = metricsEndpoint?.url;
  logger.info(
    { url, mode: config.nodeEnv, database: database.driver, metrics: metricsUrl ?? 'off' },
    startupLine(config, memory || shared?.driver === 'pglite'),
  );

  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? config.shutdownTimeoutMs;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= shutDown(
      server,
      inFlight,
      {
        database: shared === undefined ? database : undefined,
        resources: appResources,
        background,
        metricsEndpoint,
      },
      logger,
      shutdownTimeoutMs,
    ));
  const { rateLimiters, mailer, sessionCache } = appResources.dependencies;
  return {
    url,
    port,
    config,
    database,
    logger,
    rateLimiters,
    sessionCache,
    metricsUrl,
    mailIdle: () => mailer.idle(),
    close,
  };
}

/** The one line that says how this api runs: its mode, its database, and whether demo accounts are on. */
export function startupLine(
  config: Pick<Config, 'nodeEnv' | 'databaseUrl' | 'dataDir' | 'seedDemo'>,
  memory = false,
): string {
  let database = `the embedded database in ${memory ? 'memory' : config.dataDir}`;
  if (config.databaseUrl !== undefined && !memory) {
    // Host and database name only: the URL's user and password stay out of the log.
    const target = new URL(config.databaseUrl);
    database = `PostgreSQL at ${target.host}/${target.pathname.slice(1)}`;
  }
  return `api listening in ${config.nodeEnv} mode on ${database}; demo accounts ${config.seedDemo ? 'on' : 'off'}`;
}

interface BackgroundWork {
  payouts: PayoutProcessor;
  keySweeper: KeySweeper;
  receiptSweeper: ReceiptSweeper;
  /** The admin figures' daily roll-up of the journals (stats/journal-rollup.ts), off the money path. */
  journalRollup: JournalRollupJob;
  /** The ledger check every LEDGER_CHECK_INTERVAL_MIN minutes (books/ledger-check-schedule.ts). */
  ledgerChecks: LedgerCheckSchedule;
}

function startBackgroundWork(resources: AppResources, options: StartApiOptions): BackgroundWork {
  const { config, db, logger } = resources.dependencies;
  return {
    payouts: startPayoutProcessor({
      db,
      money: moneyContextOf(resources.dependencies),
      logger,
      sendReceipts: receiptSender(resources.dependencies),
      delaySeconds: config.payoutDelaySeconds,
      ...(options.decidePayout === undefined ? {} : { decide: options.decidePayout }),
      ...(options.payoutPollIntervalMs === undefined ? {} : { pollIntervalMs: options.payoutPollIntervalMs }),
      ...(options.payoutPolling === undefined ? {} : { polling: options.payoutPolling }),
    }),
    keySweeper: startKeySweeper(db, logger),
    receiptSweeper: startReceiptSweeper(resources.dependencies),
    journalRollup: startJournalRollup(db, logger, config.timeZoneLimits),
    ledgerChecks: startLedgerCheckSchedule(db, logger, config.ledgerCheckIntervalMinutes * 60_000),
  };
}

/** The responses not yet finished, so shutdown can stop their keep-alive connections from outliving them. */
function trackResponses(server: http.Server): Set<http.ServerResponse> {
  const responses = new Set<http.ServerResponse>();
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    responses.add(response);
    response.once('close', () => responses.delete(response));
  });
  return responses;
}

function listen(server: http.Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A wildcard listener is reached on loopback; a specific host only on itself. */
function hostForUrl(host: string | undefined): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Of the shutdown bound, what is kept for stopping the jobs, the mail and the database once requests are cut. */
const SHUTDOWN_CLOSE_RESERVE_MS_MAX = 2_000;

/**
 * Waits for one step of the shutdown at most `ms`; a step still running then is left behind (logged), so close()
 * ends within the bound whatever hangs (a dead SMTP server, a stuck query). Its failure is thrown.
 */
async function within(step: string, work: Promise<unknown>, ms: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    if (outcome === 'late')
      logger.warn({ step, ms }, 'api shutdown: a step ran out of time, going on without it');
  } finally {
    clearTimeout(timer);
  }
}

async function shutDown(
  server: http.Server,
  inFlight: Set<http.ServerResponse>,
  {
    database,
    resources,
    background,
    metricsEndpoint,
  }: {
    database: AppDatabase | undefined;
    resources: AppResources;
    background: BackgroundWork;
    /** Scraped until the end, so a drain shows on the dashboards. */
    metricsEndpoint: MetricsEndpoint | undefined;
  },
  logger: Logger,
  timeoutMs: number,
): Promise<void> {
  const startedAt = Date.now();
  const left = () => Math.max(0, startedAt + timeoutMs - Date.now());
  // Requests get most of the bound; the rest is for closing what they leave, so the whole stop fits in timeoutMs.
  const drainMs = timeoutMs - Math.min(SHUTDOWN_CLOSE_RESERVE_MS_MAX, Math.floor(timeoutMs / 4));
  logger.info({ inFlight: inFlight.size, timeoutMs }, 'api shutting down');
  // An event stream never ends by itself: it is ended first, so it neither holds the close nor waits to be cut.
  resources.dependencies.live.closeStreams();
  const stopped = new Promise<void>((resolve, reject) => {
    server.close((error) => (error === undefined ? resolve() : reject(error)));
  });
  // server.close() waits for every connection, and a keep-alive one stays open after its last request:
  // in-flight answers tell the client the connection ends, and idle connections are closed as they appear.
  for (const response of inFlight) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  }
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger.warn({ drainMs, inFlight: inFlight.size }, 'api shutdown: cutting connections still open');
    server.closeAllConnections();
  }, drainMs);
  try {
    await stopped;
  } finally {
    clearTimeout(deadline);
    // No payout or sweep may start on a database about to close.
    await within(
      'background jobs',
      Promise.all([
        background.payouts.stop(),
        background.keySweeper.stop(),
        background.receiptSweeper.stop(),
        background.journalRollup.stop(),
        background.ledgerChecks.stop(),
      ]),
      left() / 3,
      logger,
    );
    // Requests are done (or cut); mail they handed over still writes to the outbox, so it goes before the database.
    // Mail that cannot go out in its share of the time (a dead SMTP server) is left: its receipt_outbox row stays for
    // the sweeper of the next start.
    try {
      await within('mail and session listening', resources.close(left() / 2), left() / 2, logger);
    } finally {
      // Nothing uses the database any more (a shared one is closed by its owner); PGlite releases its folder here.
      if (database !== undefined) await within('database', database.close(), left(), logger);
      await metricsEndpoint?.close();
    }
    logger.info({ ms: Date.now() - startedAt }, 'api stopped');
  }
}
