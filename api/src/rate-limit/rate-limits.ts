// Rate limits on sign-in, sign-up, e-mail codes and money operations: in Redis when REDIS_URL is set (shared by every api process), else in memory.
import { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { tooManyRequests } from '../http/app-error';
import type { Logger } from '../logger';

interface LimitRule {
  /** How many requests… */
  points: number;
  /** …in how many seconds. */
  durationSeconds: number;
}

/** Every limit, named. Per IP limits are wide: one office or one NAT shares an address. */
export const RATE_LIMIT_RULES = {
  /**
   * Sign-in attempts for one e-mail address from browsers that have not signed in to it before; a successful sign-in
   * clears its count. A browser that has (its wallet_device cookie is known to the account) skips it, so failures from
   * elsewhere slow the attacker, not the owner (docs/security.md).
   */
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  /** Sign-in attempts for one e-mail address from one address, known browser or not; a success clears it. */
  loginPerAccountAndIp: { points: 10, durationSeconds: 15 * 60 },
  /**
   * Every sign-in for one e-mail address from browsers new to it, right or wrong, never cleared: no script may open
   * sessions in a loop… Points from RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT.
   */
  loginBurstPerAccount: { points: 10, durationSeconds: 60 },
  /** …nor from a known browser, counted per account and browser. */
  loginBurstPerDevice: { points: 10, durationSeconds: 60 },
  /** Points from RATE_LIMIT_LOGIN_PER_IP. */
  loginPerIp: { points: 100, durationSeconds: 15 * 60 },
  /** Sign-ups from one address; points from RATE_LIMIT_REGISTER_PER_IP. */
  registerPerIp: { points: 50, durationSeconds: 60 * 60 },
  /** Contact messages from one address; points from RATE_LIMIT_CONTACT_PER_IP. */
  contactPerIp: { points: 5, durationSeconds: 60 * 60 },
  /** Contact messages from everyone together (one key); points from RATE_LIMIT_CONTACT_GLOBAL. */
  contactGlobal: { points: 200, durationSeconds: 60 * 60 },
  /** One e-mail code per address and purpose every 5 seconds (the web app's resend countdown)… */
  codeBurstPerAddress: { points: 1, durationSeconds: 5 },
  /** …and at most 10 an hour. */
  codeHourlyPerAddress: { points: 10, durationSeconds: 60 * 60 },
  /** Code requests from one address to any number of e-mail addresses; points from RATE_LIMIT_CODES_PER_IP. */
  codePerIp: { points: 100, durationSeconds: 60 * 60 },
  /** Money operations (add, send, withdraw, cancel) per signed-in person; points from RATE_LIMIT_MONEY_PER_MINUTE. */
  moneyPerUser: { points: 60, durationSeconds: 60 },
  /**
   * Passwords and two-factor codes one signed-in person may try (change password, close account, two-factor on and
   * off), counted together, so a stolen session cannot guess the password it lacks; a call whose secrets were all
   * right clears the count.
   */
  secretChecksPerUser: { points: 10, durationSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

export interface RateLimitStore {
  limiters: RateLimiters;
  kind: 'redis' | 'memory';
  /** Resolves once Redis answers, or after waitMs (limits then start in memory); at once without Redis. */
  ready(waitMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Redis commands fail fast instead of queueing while it is away; the in-memory insurance limiter takes over. */
function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnect attempt.
    if (reported) return;
    reported = true;
    logger.warn({ err: error }, 'rate limits: Redis is unreachable; limiting in memory until it is back');
  });
  redis.on('ready', () => {
    if (reported) logger.info('rate limits: Redis is back');
    reported = false;
  });
  return redis;
}

function eachLimit(make: (name: RateLimitName) => RateLimiterAbstract): RateLimiters {
  const limiters: Partial<RateLimiters> = {};
  for (const name of Object.keys(RATE_LIMIT_RULES) as RateLimitName[]) limiters[name] = make(name);
  return limiters as RateLimiters;
}

/** The rules with the configured ones applied. */
type ConfiguredLimits = Partial<
  Pick<
    Config,
    | 'moneyOperationsPerMinute'
    | 'loginAttemptsPerIp'
    | 'loginBurstPerAccount'
    | 'registrationsPerIp'
    | 'codeRequestsPerIp'
    | 'contactMessagesPerIp'
    | 'contactMessagesGlobal'
  >
>;

function configuredRules(config: ConfiguredLimits): Record<RateLimitName, LimitRule> {
  return {
    ...RATE_LIMIT_RULES,
    moneyPerUser: {
      ...RATE_LIMIT_RULES.moneyPerUser,
      points: config.moneyOperationsPerMinute ?? RATE_LIMIT_RULES.moneyPerUser.points,
    },
    loginPerIp: {
      ...RATE_LIMIT_RULES.loginPerIp,
      points: config.loginAttemptsPerIp ?? RATE_LIMIT_RULES.loginPerIp.points,
    },
    loginBurstPerAccount: {
      ...RATE_LIMIT_RULES.loginBurstPerAccount,
      points: config.loginBurstPerAccount ?? RATE_LIMIT_RULES.loginBurstPerAccount.points,
    },
    registerPerIp: {
      ...RATE_LIMIT_RULES.registerPerIp,
      points: config.registrationsPerIp ?? RATE_LIMIT_RULES.registerPerIp.points,
    },
    codePerIp: {
      ...RATE_LIMIT_RULES.codePerIp,
      points: config.codeRequestsPerIp ?? RATE_LIMIT_RULES.codePerIp.points,
    },
    contactPerIp: {
      ...RATE_LIMIT_RULES.contactPerIp,
      points: config.contactMessagesPerIp ?? RATE_LIMIT_RULES.contactPerIp.points,
    },
    contactGlobal: {
      ...RATE_LIMIT_RULES.contactGlobal,
      points: config.contactMessagesGlobal ?? RATE_LIMIT_RULES.contactGlobal.points,
    },
  };
}

export function createRateLimitStore(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'> & ConfiguredLimits,
  logger: Logger,
): RateLimitStore {
  const rules = configuredRules(config);
  const memoryLimiter = (name: RateLimitName) =>
    new RateLimiterMemory({
      keyPrefix: name,
      points: rules[name].points,
      duration: rules[name].durationSeconds,
    });

  if (config.redisUrl === undefined) {
    return {
      limiters: eachLimit(memoryLimiter),
      kind: 'memory',
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }

  const redis = connectRedis(config.redisUrl, logger);
  const limiters = eachLimit(
    (name) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisKeyPrefix}${name}`,
        points: rules[name].points,
        duration: rules[name].durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(name),
      }),
  );
  return {
    limiters,
    kind: 'redis',
    ready: (waitMs) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') {
          resolve();
          return;
        }
        const timer = setTimeout(done, waitMs);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      }),
    close: () => {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}

/**
 * Counts one request against the limit for this key; over the limit, throws the AppError refuse() makes from
 * the seconds left. A store failure with no insurance is a fault, not a reason to refuse the person.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  refuse: (secondsLeft: number) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const secondsLeft = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw tooManyRequests(refuse(secondsLeft), secondsLeft);
    }
    throw rejection;
  }
}

/** Forgets the count of a key, e.g. an account's failed sign-ins once it signs in. */
export async function forget(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.delete(key);
}

/** "1 minute", "5 minutes": whole units, rounded up, never zero. */
export function inWholeUnits(seconds: number, unit: 'second' | 'minute'): string {
  const count = unit === 'second' ? Math.max(1, Math.ceil(seconds)) : Math.max(1, Math.ceil(seconds / 60));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
