// Reads and validates the api's environment (DESIGN.md §2) once at start, so a bad value stops it with one clear line.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN } from '@wallet/common/contact';
import { NAME_LENGTH_MAX, NAME_LENGTH_MIN, PASSWORD_LENGTH_MIN } from '@wallet/common/constants';
import type { Env, LogFormat, LogLevel, NodeEnv } from '@wallet/common/env';
import {
  ConfigError,
  LOG_FORMATS,
  LOG_LEVELS,
  NODE_ENVS,
  invalid,
  read,
  readBoolean,
  readEnum,
  readInteger,
  readPort,
  shown,
} from '@wallet/common/env';
import { readShutdownTimeoutMs } from '@wallet/common/process-stop';
import type { MetricsConfig } from '@wallet/common/metrics-endpoint';
import { readMetricsConfig } from '@wallet/common/metrics-endpoint';
import { centsToDecimalString, dollarsToCents, MoneyFormatError } from '@wallet/common/money';

export const API_PORT_DEFAULT = 4000;
/** The api's metrics port when METRICS=1 (docs/operations.md, "Metrics"): Prometheus's node exporter range. */
export const API_METRICS_PORT_DEFAULT = 9464;
/** INSTANCES beyond this is a typo, not a deployment. */
export const INSTANCES_MAX = 1_000;
/**
 * The embedded database's folder: `data/` at the repository's root, wherever the api is started from, so
 * `npm start` and `npm run dev` (which starts it in api/) share one. A relative DATA_DIR is taken from the cwd.
 */
export const DATA_DIR_DEFAULT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');
/**
 * How long a new withdrawal stays pending, and so can be cancelled, before the embedded payout processor settles it:
 * five minutes, enough for a person to notice a mistake and take it back (the Withdraw screen says so).
 */
export const PAYOUT_DELAY_SECONDS_DEFAULT = 300;
/** A payout that waits longer than a day is a misconfiguration, not a choice. */
export const PAYOUT_DELAY_SECONDS_MAX = 86_400;
/**
 * How far behind the primary the read replica may be before its reads go to the primary instead
 * (DATABASE_READ_LAG_MAX_S; docs/operations.md, "Read replica").
 */
export const DATABASE_READ_LAG_MAX_SECONDS_DEFAULT = 5;
/** A replica an hour behind is broken, not lagging. */
export const DATABASE_READ_LAG_MAX_SECONDS_MAX = 3_600;
/** How often each api checks the ledger by itself (LEDGER_CHECK_INTERVAL_MIN; docs/ledger.md): hourly. */
export const LEDGER_CHECK_INTERVAL_MINUTES_DEFAULT = 60;
/** A week: a check rarer than that is no watch over the books. */
export const LEDGER_CHECK_INTERVAL_MINUTES_MAX = 10_080;
/** How often each api looks for new live events while a stream is open (LIVE_EVENTS_POLL_MS; docs/live.md). */
export const LIVE_EVENTS_POLL_MS_DEFAULT = 200;
export const LIVE_EVENTS_POLL_MS_MIN = 10;
/** A minute: a slower poll is no live update. */
export const LIVE_EVENTS_POLL_MS_MAX = 60_000;
/** A ": ping" comment on each open stream this often (LIVE_HEARTBEAT_MS), under the usual 30–60 s proxy timeouts. */
export const LIVE_HEARTBEAT_MS_DEFAULT = 15_000;
export const LIVE_HEARTBEAT_MS_MIN = 100;
export const LIVE_HEARTBEAT_MS_MAX = 300_000;
/** Open event streams one session may hold on one api (LIVE_STREAMS_PER_SESSION): a few tabs. */
export const LIVE_STREAMS_PER_SESSION_DEFAULT = 5;
export const LIVE_STREAMS_PER_SESSION_MAX = 100;
/** Long enough that a session secret cannot be guessed by brute force. */
export const SESSION_SECRET_LENGTH_MIN = 32;

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

/** The name the first admin gets when ADMIN_NAME is not set. */
export const ADMIN_NAME_DEFAULT = 'Administrator';
export const MAIL_FROM_DEFAULT = 'Wallet <no-reply@wallet.local>';
export const REDIS_KEY_PREFIX_DEFAULT = 'wallet:';

/** Limits on money leaving one wallet (DESIGN.md §3), per calendar day and month of TZ_LIMITS. */
export interface SpendingLimits {
  dailyAmountCents: number;
  dailyCount: number;
  monthlyAmountCents: number;
  monthlyCount: number;
}

/** The roles whose wallets send money; an admin moves none. */
export const LIMITED_ROLES = ['user', 'agent'] as const;
export type LimitedRole = (typeof LIMITED_ROLES)[number];

/** DESIGN.md §3 defaults, the same for users and agents: daily 10,000.00 and 50, monthly 50,000.00 and 500. */
export const SPENDING_LIMITS_DEFAULT: SpendingLimits = {
  dailyAmountCents: 1_000_000,
  dailyCount: 50,
  monthlyAmountCents: 5_000_000,
  monthlyCount: 500,
};
/** 10 billion dollars: any larger limit is a typo. */
export const SPENDING_LIMIT_AMOUNT_CENTS_MAX = 1_000_000_000_000;
export const SPENDING_LIMIT_COUNT_MAX = 1_000_000;
export const MONEY_OPERATIONS_PER_MINUTE_DEFAULT = 60;
export const MONEY_OPERATIONS_PER_MINUTE_MAX = 1_000_000;
export const LOGIN_ATTEMPTS_PER_IP_DEFAULT = 100;
export const LOGIN_ATTEMPTS_PER_IP_MAX = 1_000_000;
export const LOGIN_BURST_PER_ACCOUNT_DEFAULT = 10;
export const LOGIN_BURST_PER_ACCOUNT_MAX = 1_000_000;
export const REGISTRATIONS_PER_IP_DEFAULT = 50;
export const REGISTRATIONS_PER_IP_MAX = 1_000_000;
export const CODE_REQUESTS_PER_IP_DEFAULT = 100;
export const CODE_REQUESTS_PER_IP_MAX = 1_000_000;
/** Contact messages one address may send per hour: a person writes a few, a script hundreds. */
export const CONTACT_MESSAGES_PER_IP_DEFAULT = 5;
/** Contact messages everyone together may send per hour, so a botnet cannot fill the table either. */
export const CONTACT_MESSAGES_GLOBAL_DEFAULT = 200;
export const CONTACT_MESSAGES_MAX = 1_000_000;
/** The proxies whose X-Forwarded-For and X-Forwarded-Proto the api believes: the bff on this machine. */
export const TRUST_PROXY_DEFAULT = 'loopback';
/** A commission rate is held in parts per million, so commissions are computed in integers. */
export const PARTS_PER_MILLION = 1_000_000;
/** DESIGN.md §3: 0.5 % of each cash in and cash out. */
export const AGENT_COMMISSION_PPM_DEFAULT = 5_000;
/** 10 %: a higher rate is a typo (0.5 meant as a percentage, say), not a business decision. */
export const AGENT_COMMISSION_PPM_MAX = 100_000;
/**
 * The most commission one agent earns in a calendar day of TZ_LIMITS (docs/agents.md, "Commission farming"): 20.00,
 * below ten bank withdrawal fees (25.00), so the deposit → cash in → withdraw cycle loses money however it is run.
 */
export const AGENT_COMMISSION_DAILY_CAP_CENTS_DEFAULT = 2_000;

/** Caps on money arriving in one wallet by add money (docs/money.md), per calendar day and month of TZ_LIMITS. */
export interface AddMoneyLimits {
  dailyAmountCents: number;
  monthlyAmountCents: number;
}

/** 5,000.00 a day and 20,000.00 a month per wallet. */
export const ADD_MONEY_LIMITS_DEFAULT: AddMoneyLimits = {
  dailyAmountCents: 500_000,
  monthlyAmountCents: 2_000_000,
};

export interface Config {
  nodeEnv: NodeEnv;
  /** postgres:// URL of a PostgreSQL server; when undefined the api uses embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * postgres:// URL of a streaming replica of databaseUrl (DATABASE_READ_URL): admin lists, admin and public figures
   * and statements of past periods read from it while it is up and no further behind than databaseReadLagMaxSeconds.
   */
  databaseReadUrl: string | undefined;
  /** DATABASE_READ_LAG_MAX_S: beyond this lag the replica's reads go to the primary. */
  databaseReadLagMaxSeconds: number;
  /** Absolute path of the directory for embedded data (PGlite files). */
  dataDir: string;
  /** Interface to listen on; undefined means all interfaces. */
  apiHost: string | undefined;
  apiPort: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /**
   * How many api processes serve this database (INSTANCES, default 1). Above 1, REDIS_URL and DATABASE_URL are
   * required: rate limits in one process's memory and an embedded database cannot be shared (docs/operations.md).
   */
  instances: number;
  /** The /metrics listener when METRICS=1 (its own port and address); undefined when metrics are off. */
  metrics: MetricsConfig | undefined;
  sessionSecret: string | undefined;
  /** The first admin to create or reset at start, from ADMIN_EMAIL and ADMIN_PASSWORD. */
  admin: AdminAccount | undefined;
  seedDemo: boolean;
  /** IANA time zone whose calendar days and months bound the daily and monthly limits. */
  timeZoneLimits: string;
  payoutDelaySeconds: number;
  /** How often the api runs the ledger check by itself, in minutes; 0: never (LEDGER_CHECK_INTERVAL_MIN). */
  ledgerCheckIntervalMinutes: number;
  /** Per role, from LIMIT_{USER,AGENT}_{DAILY,MONTHLY}_{AMOUNT,COUNT}. */
  limits: Record<LimitedRole, SpendingLimits>;
  /** From LIMIT_ADD_MONEY_{DAILY,MONTHLY}_AMOUNT: what add money may bring into one wallet per day / month. */
  addMoneyLimits: AddMoneyLimits;
  /** Money operations one person may request per minute (RATE_LIMIT_MONEY_PER_MINUTE). */
  moneyOperationsPerMinute: number;
  /** Sign-in attempts from one address per 15 minutes (RATE_LIMIT_LOGIN_PER_IP). */
  loginAttemptsPerIp: number;
  /**
   * Sign-ins to one account per minute from browsers new to it, right or wrong (RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT):
   * no script may open sessions in a loop.
   */
  loginBurstPerAccount: number;
  /** Sign-ups from one address per hour (RATE_LIMIT_REGISTER_PER_IP). */
  registrationsPerIp: number;
  /** E-mail codes (verification, password reset) asked for from one address per hour (RATE_LIMIT_CODES_PER_IP). */
  codeRequestsPerIp: number;
  /** Contact messages from one address per hour (RATE_LIMIT_CONTACT_PER_IP). */
  contactMessagesPerIp: number;
  /** Contact messages from all addresses together per hour (RATE_LIMIT_CONTACT_GLOBAL). */
  contactMessagesGlobal: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY): `loopback` (the default), `none`, or a comma-separated list of
   * addresses, subnets and the names loopback, linklocal, uniquelocal. A trusted proxy's X-Forwarded-For is the
   * client's address and its X-Forwarded-Proto says whether the site is served over HTTPS (Secure cookies).
   */
  trustProxy: string[] | false;
  /** An agent's commission on each cash in and cash out in parts per million (AGENT_COMMISSION_RATE 0.005: 5000). */
  agentCommissionPpm: number;
  /** The most commission one agent earns per calendar day of TZ_LIMITS (AGENT_COMMISSION_DAILY_CAP). */
  agentCommissionDailyCapCents: number;
  /**
   * Origins (scheme://host[:port]) that may call /api/v1 from a browser with credentials (CORS_ORIGINS); empty: none,
   * and the api answers no cross-origin request (the bff calls it server to server).
   */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Pretty lines for a person at a terminal, JSON lines otherwise (LOG_FORMAT). */
  logFormat: LogFormat;
  /** From a stop signal to the exit, at most (SHUTDOWN_TIMEOUT_MS): requests drain, jobs stop, the database closes. */
  shutdownTimeoutMs: number;
  /** Live updates (docs/live.md): how often new events are looked for while a stream is open (LIVE_EVENTS_POLL_MS). */
  liveEventsPollMs: number;
  /** The ": ping" comment's interval on an open event stream (LIVE_HEARTBEAT_MS). */
  liveHeartbeatMs: number;
  /** Open event streams one session may hold on one api (LIVE_STREAMS_PER_SESSION); beyond, 429. */
  liveStreamsPerSession: number;
}

function readUrl(
  env: Env,
  variable: string,
  protocols: readonly string[],
  description: string,
): string | undefined {
  const value = read(env, variable);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(variable, `must be ${description}`, value, 'url');
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') {
    throw invalid(variable, `must be ${description}`, value, 'url');
  }
  return value;
}

function readTimeZone(env: Env, variable: string, fallback: string): string {
  const value = read(env, variable);
  if (value === undefined) return fallback;
  try {
    // Intl knows the IANA database; the resolved name is canonical ("utc" → "UTC").
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw invalid(variable, 'must be an IANA time zone such as UTC or Europe/Berlin', value);
  }
}

function readDollars(env: Env, variable: string, maxCents: number, fallbackCents: number): number {
  const value = read(env, variable);
  if (value === undefined) return fallbackCents;
  const reason = `must be an amount of dollars from 0.01 to ${centsToDecimalString(maxCents)} with at most two decimals`;
  let cents: number;
  try {
    cents = dollarsToCents(value);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalid(variable, reason, value);
    throw error;
  }
  if (cents < 1 || cents > maxCents) throw invalid(variable, reason, value);
  return cents;
}

function readSpendingLimits(env: Env, role: LimitedRole): SpendingLimits {
  const prefix = `LIMIT_${role.toUpperCase()}`;
  const amountMax = SPENDING_LIMIT_AMOUNT_CENTS_MAX;
  const countRange = { min: 1, max: SPENDING_LIMIT_COUNT_MAX };
  const fallback = SPENDING_LIMITS_DEFAULT;
  const limits: SpendingLimits = {
    dailyAmountCents: readDollars(env, `${prefix}_DAILY_AMOUNT`, amountMax, fallback.dailyAmountCents),
    dailyCount: readInteger(env, `${prefix}_DAILY_COUNT`, countRange, fallback.dailyCount),
    monthlyAmountCents: readDollars(env, `${prefix}_MONTHLY_AMOUNT`, amountMax, fallback.monthlyAmountCents),
    monthlyCount: readInteger(env, `${prefix}_MONTHLY_COUNT`, countRange, fallback.monthlyCount),
  };
  // A month holds its days: a monthly limit below the daily one would make the daily limit a lie.
  const monthlyBelowDaily = (what: 'AMOUNT' | 'COUNT', monthly: string, daily: string) => {
    const variable = `${prefix}_MONTHLY_${what}`;
    const given = read(env, variable);
    return new ConfigError(
      variable,
      `must not be below ${prefix}_DAILY_${what} (${daily})`,
      given === undefined ? `its default of ${monthly}` : shown(given),
    );
  };
  if (limits.monthlyAmountCents < limits.dailyAmountCents) {
    throw monthlyBelowDaily(
      'AMOUNT',
      centsToDecimalString(limits.monthlyAmountCents),
      centsToDecimalString(limits.dailyAmountCents),
    );
  }
  if (limits.monthlyCount < limits.dailyCount) {
    throw monthlyBelowDaily('COUNT', String(limits.monthlyCount), String(limits.dailyCount));
  }
  return limits;
}

function readAddMoneyLimits(env: Env): AddMoneyLimits {
  const max = SPENDING_LIMIT_AMOUNT_CENTS_MAX;
  const fallback = ADD_MONEY_LIMITS_DEFAULT;
  const limits: AddMoneyLimits = {
    dailyAmountCents: readDollars(env, 'LIMIT_ADD_MONEY_DAILY_AMOUNT', max, fallback.dailyAmountCents),
    monthlyAmountCents: readDollars(env, 'LIMIT_ADD_MONEY_MONTHLY_AMOUNT', max, fallback.monthlyAmountCents),
  };
  if (limits.monthlyAmountCents < limits.dailyAmountCents) {
    const given = read(env, 'LIMIT_ADD_MONEY_MONTHLY_AMOUNT');
    throw new ConfigError(
      'LIMIT_ADD_MONEY_MONTHLY_AMOUNT',
      `must not be below LIMIT_ADD_MONEY_DAILY_AMOUNT (${centsToDecimalString(limits.dailyAmountCents)})`,
      given === undefined
        ? `its default of ${centsToDecimalString(limits.monthlyAmountCents)}`
        : shown(given),
    );
  }
  return limits;
}

/**
 * CORS_ORIGINS: comma-separated origins such as https://wallet.example,http://127.0.0.1:5500 — http or https, a host,
 * an optional port, nothing else (no path, query, user or "*": a wildcard cannot go with credentials).
 */
function readCorsOrigins(env: Env): string[] {
  const value = read(env, 'CORS_ORIGINS');
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const reason = `must be comma-separated origins such as https://wallet.example or http://127.0.0.1:5500 (scheme, host and port only); "${entry}" is not one`;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw invalid('CORS_ORIGINS', reason, value);
    }
    const bare =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !entry.endsWith('/');
    if (!bare) throw invalid('CORS_ORIGINS', reason, value);
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** A decimal fraction such as 0.005, to the millionth: no sign, no exponent, no percent sign. */
const RATE_PATTERN = /^(\d+)(?:\.(\d{1,6}))?$/;

function readRatePpm(env: Env, variable: string, maxPpm: number, fallbackPpm: number): number {
  const value = read(env, variable);
  if (value === undefined) return fallbackPpm;
  const reason = `must be a fraction from 0 to ${maxPpm / PARTS_PER_MILLION} with at most 6 decimals, such as 0.005 for 0.5 %`;
  const match = RATE_PATTERN.exec(value);
  if (match === null) throw invalid(variable, reason, value);
  const whole = Number(match[1]);
  const ppm = whole * PARTS_PER_MILLION + Number((match[2] ?? '').padEnd(6, '0'));
  if (!Number.isSafeInteger(ppm) || ppm > maxPpm) throw invalid(variable, reason, value);
  return ppm;
}

/** Host names and IP addresses only: no scheme, port, path or spaces. */
const HOST_PATTERN = /^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*|[A-Za-z0-9]([A-Za-z0-9.-]{0,252}))$/;

/** "Wallet <no-reply@example.com>" or a bare address. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/;

function readMailFrom(env: Env): string {
  const value = read(env, 'MAIL_FROM');
  if (value === undefined) return MAIL_FROM_DEFAULT;
  const match = MAIL_FROM_PATTERN.exec(value);
  const address = match?.[1] ?? match?.[2];
  if (address === undefined || !EMAIL_PATTERN.test(address)) {
    throw invalid('MAIL_FROM', 'must be an e-mail address, optionally as "Name <address>"', value);
  }
  return value;
}

/** The password rules of SPEC.md §5, so the configured admin is no weaker than any self-registered user. */
function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LENGTH_MIN) return `must be at least ${PASSWORD_LENGTH_MIN} characters`;
  if (!/[A-Z]/.test(password)) return 'must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'must contain at least one lowercase letter';
  if (!/\d/.test(password)) return 'must contain at least one number';
  if (!/[!@#$%^&*(),.?":{}|<>]/.test(password)) return 'must contain at least one special character';
  return null;
}

function readAdmin(env: Env): AdminAccount | undefined {
  const email = read(env, 'ADMIN_EMAIL');
  const password = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined) throw new ConfigError('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is set');
  if (password === undefined) throw new ConfigError('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
  if (!EMAIL_PATTERN.test(email)) throw invalid('ADMIN_EMAIL', 'must be a valid e-mail address', email);
  const problem = passwordProblem(password);
  if (problem !== null) throw invalid('ADMIN_PASSWORD', problem, password, 'hide');
  return { email, password, name: readAdminName(env) };
}

function readAdminName(env: Env): string {
  const name = read(env, 'ADMIN_NAME');
  if (name === undefined) return ADMIN_NAME_DEFAULT;
  if (name.length < NAME_LENGTH_MIN || name.length > NAME_LENGTH_MAX) {
    throw invalid('ADMIN_NAME', `must be ${NAME_LENGTH_MIN} to ${NAME_LENGTH_MAX} characters`, name);
  }
  return name;
}

const REDIS_KEY_PREFIX_PATTERN = /^[A-Za-z0-9:_.-]{1,64}$/;

function readRedisKeyPrefix(env: Env): string {
  const value = read(env, 'REDIS_KEY_PREFIX');
  if (value === undefined) return REDIS_KEY_PREFIX_DEFAULT;
  if (!REDIS_KEY_PREFIX_PATTERN.test(value)) {
    throw invalid('REDIS_KEY_PREFIX', 'must be 1 to 64 letters, digits or : _ . -', value);
  }
  return value;
}

function readSessionSecret(env: Env): string | undefined {
  const value = env.SESSION_SECRET === '' ? undefined : env.SESSION_SECRET;
  if (value === undefined) return undefined;
  if (value.length < SESSION_SECRET_LENGTH_MIN) {
    throw invalid(
      'SESSION_SECRET',
      `must be at least ${SESSION_SECRET_LENGTH_MIN} characters`,
      value,
      'hide',
    );
  }
  return value;
}

function readHost(env: Env): string | undefined {
  const value = read(env, 'API_HOST');
  if (value === undefined) return undefined;
  if (!HOST_PATTERN.test(value)) throw invalid('API_HOST', 'must be a host name or IP address', value);
  return value.replace(/^\[(.*)\]$/, '$1');
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function readTrustProxy(env: Env): string[] | false {
  const value = read(env, 'TRUST_PROXY') ?? TRUST_PROXY_DEFAULT;
  if (value === 'none') return false;
  const reason =
    'must be none or a comma-separated list of IP addresses, subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal';
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_NAMES.includes(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    const prefixMax = version === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= prefixMax);
    if (version === 0 || !prefixOk || extra !== undefined) throw invalid('TRUST_PROXY', reason, value);
  }
  return entries;
}

/**
 * DESIGN.md §2 and docs/security.md: the demo accounts (published password, one of them an admin) are made in
 * development on the embedded database, elsewhere only when SEED_DEMO asks, and never in production.
 */
function readSeedDemo(env: Env, nodeEnv: NodeEnv, databaseUrl: string | undefined): boolean {
  const seedDemo = readBoolean(env, 'SEED_DEMO', nodeEnv === 'development' && databaseUrl === undefined);
  if (seedDemo && nodeEnv === 'production') {
    throw new ConfigError(
      'SEED_DEMO',
      'must not be on with NODE_ENV=production: the demo accounts have a published password (unset one of them)',
    );
  }
  return seedDemo;
}

/**
 * INSTANCES: the number of api processes behind the load balancer. Every state they must share lives in PostgreSQL or
 * Redis (docs/operations.md, "Several instances"), so more than one needs both: without REDIS_URL each process would
 * count rate limits on its own (the 11th sign-in allowed on another instance), and PGlite's folder can be opened by
 * one process only.
 */
function readInstances(env: Env, databaseUrl: string | undefined, redisUrl: string | undefined): number {
  const instances = readInteger(env, 'INSTANCES', { min: 1, max: INSTANCES_MAX }, 1);
  if (instances > 1 && redisUrl === undefined) {
    throw new ConfigError(
      'INSTANCES',
      'above 1 needs REDIS_URL: rate limits kept in one process’s memory are not shared between instances (set REDIS_URL, or INSTANCES=1)',
      shown(String(instances)),
    );
  }
  if (instances > 1 && databaseUrl === undefined) {
    throw new ConfigError(
      'INSTANCES',
      'above 1 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only',
      shown(String(instances)),
    );
  }
  return instances;
}

/** DATABASE_READ_URL: a replica only makes sense beside a PostgreSQL primary; the embedded database has none. */
function readDatabaseReadUrl(env: Env, databaseUrl: string | undefined): string | undefined {
  const value = readUrl(
    env,
    'DATABASE_READ_URL',
    ['postgres:', 'postgresql:'],
    'a postgres:// or postgresql:// URL',
  );
  if (value !== undefined && databaseUrl === undefined) {
    throw new ConfigError(
      'DATABASE_READ_URL',
      'needs DATABASE_URL: the embedded database (DATA_DIR) has no read replica; unset it or set DATABASE_URL to the primary',
    );
  }
  return value;
}

function readDatabaseReadLagMax(env: Env, databaseReadUrl: string | undefined): number {
  if (read(env, 'DATABASE_READ_LAG_MAX_S') !== undefined && databaseReadUrl === undefined) {
    throw new ConfigError('DATABASE_READ_LAG_MAX_S', 'is only used with DATABASE_READ_URL, which is not set');
  }
  return readInteger(
    env,
    'DATABASE_READ_LAG_MAX_S',
    { min: 1, max: DATABASE_READ_LAG_MAX_SECONDS_MAX },
    DATABASE_READ_LAG_MAX_SECONDS_DEFAULT,
  );
}

/** Validates the environment and returns the api's settings; throws ConfigError on the first bad value. */
export function loadConfig(env: Env): Config {
  const nodeEnv = readEnum(env, 'NODE_ENV', NODE_ENVS, 'development');
  const databaseUrl = readUrl(
    env,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'a postgres:// or postgresql:// URL',
  );
  const databaseReadUrl = readDatabaseReadUrl(env, databaseUrl);
  const redisUrl = readUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'a redis:// or rediss:// URL');
  const apiPort = readPort(env, 'API_PORT', API_PORT_DEFAULT);
  return {
    nodeEnv,
    databaseUrl,
    databaseReadUrl,
    databaseReadLagMaxSeconds: readDatabaseReadLagMax(env, databaseReadUrl),
    dataDir: path.resolve(process.cwd(), read(env, 'DATA_DIR') ?? DATA_DIR_DEFAULT),
    apiHost: readHost(env),
    apiPort,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    mailFrom: readMailFrom(env),
    redisUrl,
    redisKeyPrefix: readRedisKeyPrefix(env),
    instances: readInstances(env, databaseUrl, redisUrl),
    metrics: readMetricsConfig(env, API_METRICS_PORT_DEFAULT, { variable: 'API_PORT', port: apiPort }),
    sessionSecret: readSessionSecret(env),
    admin: readAdmin(env),
    seedDemo: readSeedDemo(env, nodeEnv, databaseUrl),
    timeZoneLimits: readTimeZone(env, 'TZ_LIMITS', 'UTC'),
    payoutDelaySeconds: readInteger(
      env,
      'PAYOUT_DELAY_S',
      { min: 0, max: PAYOUT_DELAY_SECONDS_MAX },
      PAYOUT_DELAY_SECONDS_DEFAULT,
    ),
    ledgerCheckIntervalMinutes: readInteger(
      env,
      'LEDGER_CHECK_INTERVAL_MIN',
      { min: 0, max: LEDGER_CHECK_INTERVAL_MINUTES_MAX },
      LEDGER_CHECK_INTERVAL_MINUTES_DEFAULT,
    ),
    limits: { user: readSpendingLimits(env, 'user'), agent: readSpendingLimits(env, 'agent') },
    addMoneyLimits: readAddMoneyLimits(env),
    moneyOperationsPerMinute: readInteger(
      env,
      'RATE_LIMIT_MONEY_PER_MINUTE',
      { min: 1, max: MONEY_OPERATIONS_PER_MINUTE_MAX },
      MONEY_OPERATIONS_PER_MINUTE_DEFAULT,
    ),
    loginAttemptsPerIp: readInteger(
      env,
      'RATE_LIMIT_LOGIN_PER_IP',
      { min: 1, max: LOGIN_ATTEMPTS_PER_IP_MAX },
      LOGIN_ATTEMPTS_PER_IP_DEFAULT,
    ),
    loginBurstPerAccount: readInteger(
      env,
      'RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT',
      { min: 1, max: LOGIN_BURST_PER_ACCOUNT_MAX },
      LOGIN_BURST_PER_ACCOUNT_DEFAULT,
    ),
    registrationsPerIp: readInteger(
      env,
      'RATE_LIMIT_REGISTER_PER_IP',
      { min: 1, max: REGISTRATIONS_PER_IP_MAX },
      REGISTRATIONS_PER_IP_DEFAULT,
    ),
    codeRequestsPerIp: readInteger(
      env,
      'RATE_LIMIT_CODES_PER_IP',
      { min: 1, max: CODE_REQUESTS_PER_IP_MAX },
      CODE_REQUESTS_PER_IP_DEFAULT,
    ),
    contactMessagesPerIp: readInteger(
      env,
      'RATE_LIMIT_CONTACT_PER_IP',
      { min: 1, max: CONTACT_MESSAGES_MAX },
      CONTACT_MESSAGES_PER_IP_DEFAULT,
    ),
    contactMessagesGlobal: readInteger(
      env,
      'RATE_LIMIT_CONTACT_GLOBAL',
      { min: 1, max: CONTACT_MESSAGES_MAX },
      CONTACT_MESSAGES_GLOBAL_DEFAULT,
    ),
    trustProxy: readTrustProxy(env),
    agentCommissionPpm: readRatePpm(
      env,
      'AGENT_COMMISSION_RATE',
      AGENT_COMMISSION_PPM_MAX,
      AGENT_COMMISSION_PPM_DEFAULT,
    ),
    agentCommissionDailyCapCents: readDollars(
      env,
      'AGENT_COMMISSION_DAILY_CAP',
      SPENDING_LIMIT_AMOUNT_CENTS_MAX,
      AGENT_COMMISSION_DAILY_CAP_CENTS_DEFAULT,
    ),
    corsOrigins: readCorsOrigins(env),
    // Tests stay quiet unless asked; elsewhere the default is the usual info.
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: readEnum(env, 'LOG_FORMAT', LOG_FORMATS, 'json'),
    shutdownTimeoutMs: readShutdownTimeoutMs(env),
    liveEventsPollMs: readInteger(
      env,
      'LIVE_EVENTS_POLL_MS',
      { min: LIVE_EVENTS_POLL_MS_MIN, max: LIVE_EVENTS_POLL_MS_MAX },
      LIVE_EVENTS_POLL_MS_DEFAULT,
    ),
    liveHeartbeatMs: readInteger(
      env,
      'LIVE_HEARTBEAT_MS',
      { min: LIVE_HEARTBEAT_MS_MIN, max: LIVE_HEARTBEAT_MS_MAX },
      LIVE_HEARTBEAT_MS_DEFAULT,
    ),
    liveStreamsPerSession: readInteger(
      env,
      'LIVE_STREAMS_PER_SESSION',
      { min: 1, max: LIVE_STREAMS_PER_SESSION_MAX },
      LIVE_STREAMS_PER_SESSION_DEFAULT,
    ),
  };
}
