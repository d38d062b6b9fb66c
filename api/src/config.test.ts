// Every rule of loadConfig: defaults, accepted values and the one-line message for each bad value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@wallet/common/env';
import { DATA_DIR_DEFAULT, loadConfig } from './config';

const strongPassword = 'Admin#2024pass';
const defaultLimits = {
  dailyAmountCents: 1_000_000,
  dailyCount: 50,
  monthlyAmountCents: 5_000_000,
  monthlyCount: 500,
};

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  it('when nothing is set, then every setting has its documented default', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      databaseReadLagMaxSeconds: 5,
      dataDir: DATA_DIR_DEFAULT,
      apiHost: undefined,
      apiPort: 4000,
      smtpUrl: undefined,
      mailFrom: 'Wallet <no-reply@wallet.local>',
      redisUrl: undefined,
      redisKeyPrefix: 'wallet:',
      instances: 1,
      metrics: undefined,
      sessionSecret: undefined,
      admin: undefined,
      seedDemo: true,
      timeZoneLimits: 'UTC',
      payoutDelaySeconds: 300,
      ledgerCheckIntervalMinutes: 60,
      limits: { user: defaultLimits, agent: defaultLimits },
      moneyOperationsPerMinute: 60,
      loginAttemptsPerIp: 100,
      loginBurstPerAccount: 10,
      registrationsPerIp: 50,
      codeRequestsPerIp: 100,
      contactMessagesPerIp: 5,
      contactMessagesGlobal: 200,
      trustProxy: ['loopback'],
      agentCommissionPpm: 5000,
      agentCommissionDailyCapCents: 2000,
      addMoneyLimits: { dailyAmountCents: 500_000, monthlyAmountCents: 2_000_000 },
      corsOrigins: [],
      logLevel: 'info',
      logFormat: 'json',
      shutdownTimeoutMs: 10_000,
      liveEventsPollMs: 200,
      liveHeartbeatMs: 15_000,
      liveStreamsPerSession: 5,
    });
    // One data folder for `npm start` (started at the root) and `npm run dev` (which starts the api in api/).
    expect(DATA_DIR_DEFAULT).toBe(path.resolve(import.meta.dirname, '../../data'));
  });

  it('when a variable is blank, then it counts as unset', () => {
    expect(
      loadConfig({ API_PORT: '', DATABASE_URL: '  ', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }),
    ).toMatchObject({
      apiPort: 4000,
      databaseUrl: undefined,
      admin: undefined,
    });
  });

  it('when every variable has a good value, then each is read', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://wallet:secret@db.internal:5432/wallet',
      DATABASE_READ_URL: 'postgresql://wallet:secret@replica.internal:5432/wallet',
      DATABASE_READ_LAG_MAX_S: '10',
      DATA_DIR: '/var/lib/wallet',
      API_HOST: '127.0.0.1',
      API_PORT: '8080',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'Wallet Support <support@wallet.example>',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      REDIS_KEY_PREFIX: 'wallet-staging:',
      SESSION_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'admin@wallet.example',
      ADMIN_PASSWORD: strongPassword,
      ADMIN_NAME: 'Grace Hopper',
      SEED_DEMO: 'false',
      TZ_LIMITS: 'Asia/Dhaka',
      PAYOUT_DELAY_S: '0',
      LEDGER_CHECK_INTERVAL_MIN: '15',
      LIMIT_USER_DAILY_AMOUNT: '500.50',
      LIMIT_USER_DAILY_COUNT: '5',
      LIMIT_USER_MONTHLY_AMOUNT: '2000',
      LIMIT_USER_MONTHLY_COUNT: '20',
      LIMIT_AGENT_DAILY_AMOUNT: '100000',
      LIMIT_AGENT_DAILY_COUNT: '200',
      LIMIT_AGENT_MONTHLY_AMOUNT: '1000000',
      LIMIT_AGENT_MONTHLY_COUNT: '5000',
      RATE_LIMIT_MONEY_PER_MINUTE: '600',
      RATE_LIMIT_LOGIN_PER_IP: '5000',
      RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT: '40',
      RATE_LIMIT_REGISTER_PER_IP: '700',
      RATE_LIMIT_CODES_PER_IP: '900',
      RATE_LIMIT_CONTACT_PER_IP: '3',
      RATE_LIMIT_CONTACT_GLOBAL: '50',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1',
      AGENT_COMMISSION_RATE: '0.0125',
      AGENT_COMMISSION_DAILY_CAP: '75.5',
      LIMIT_ADD_MONEY_DAILY_AMOUNT: '2500',
      LIMIT_ADD_MONEY_MONTHLY_AMOUNT: '9000.99',
      CORS_ORIGINS: 'https://wallet.example, http://127.0.0.1:5500,https://WALLET.example:443',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      SHUTDOWN_TIMEOUT_MS: '30000',
      INSTANCES: '3',
      METRICS: '1',
      METRICS_PORT: '9100',
      METRICS_HOST: '10.0.0.7',
      LIVE_EVENTS_POLL_MS: '500',
      LIVE_HEARTBEAT_MS: '20000',
      LIVE_STREAMS_PER_SESSION: '3',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      databaseUrl: 'postgresql://wallet:secret@db.internal:5432/wallet',
      databaseReadUrl: 'postgresql://wallet:secret@replica.internal:5432/wallet',
      databaseReadLagMaxSeconds: 10,
      dataDir: '/var/lib/wallet',
      apiHost: '127.0.0.1',
      apiPort: 8080,
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Wallet Support <support@wallet.example>',
      redisUrl: 'redis://127.0.0.1:6379/0',
      redisKeyPrefix: 'wallet-staging:',
      instances: 3,
      metrics: { host: '10.0.0.7', port: 9100 },
      sessionSecret: 'x'.repeat(32),
      admin: { email: 'admin@wallet.example', password: strongPassword, name: 'Grace Hopper' },
      seedDemo: false,
      timeZoneLimits: 'Asia/Dhaka',
      payoutDelaySeconds: 0,
      ledgerCheckIntervalMinutes: 15,
      limits: {
        user: { dailyAmountCents: 50_050, dailyCount: 5, monthlyAmountCents: 200_000, monthlyCount: 20 },
        agent: {
          dailyAmountCents: 10_000_000,
          dailyCount: 200,
          monthlyAmountCents: 100_000_000,
          monthlyCount: 5000,
        },
      },
      moneyOperationsPerMinute: 600,
      loginAttemptsPerIp: 5000,
      loginBurstPerAccount: 40,
      registrationsPerIp: 700,
      codeRequestsPerIp: 900,
      contactMessagesPerIp: 3,
      contactMessagesGlobal: 50,
      trustProxy: ['loopback', '10.0.0.0/8', 'fd00::1'],
      agentCommissionPpm: 12_500,
      agentCommissionDailyCapCents: 7_550,
      addMoneyLimits: { dailyAmountCents: 250_000, monthlyAmountCents: 900_099 },
      // Normalised as browsers send Origin: lower-case host, default port left out, each once.
      corsOrigins: ['https://wallet.example', 'http://127.0.0.1:5500'],
      logLevel: 'warn',
      logFormat: 'pretty',
      shutdownTimeoutMs: 30_000,
      liveEventsPollMs: 500,
      liveHeartbeatMs: 20_000,
      liveStreamsPerSession: 3,
    });
  });

  describe('live updates (LIVE_*)', () => {
    it.each([
      ['LIVE_EVENTS_POLL_MS', '9', 'must be an integer from 10 to 60000'],
      ['LIVE_EVENTS_POLL_MS', 'fast', 'must be an integer from 10 to 60000'],
      ['LIVE_HEARTBEAT_MS', '99', 'must be an integer from 100 to 300000'],
      ['LIVE_HEARTBEAT_MS', '300001', 'must be an integer from 100 to 300000'],
      ['LIVE_STREAMS_PER_SESSION', '0', 'must be an integer from 1 to 100'],
      ['LIVE_STREAMS_PER_SESSION', '2.5', 'must be an integer from 1 to 100'],
    ])('when %s is %s, then start is refused with one clear line', (variable, value, rule) => {
      expect(configError({ [variable]: value }).message).toBe(
        `Invalid environment variable ${variable}: ${rule} (got "${value}")`,
      );
    });
  });

  describe('API_PORT', () => {
    it('when it is not a number, then the message names the variable, the rule and the value on one line', () => {
      const error = configError({ API_PORT: 'abc' });
      expect(error.message).toBe(
        'Invalid environment variable API_PORT: must be an integer from 0 to 65535 (got "abc")',
      );
      expect(error.variable).toBe('API_PORT');
      expect(error.message).not.toContain('\n');
    });

    it.each(['-1', '65536', '80.5', '1e3', '0x50'])('when it is %s, then it is refused', (value) => {
      expect(configError({ API_PORT: value }).variable).toBe('API_PORT');
    });

    it.each([
      ['0', 0],
      ['65535', 65535],
      [' 3000 ', 3000],
    ])('when it is "%s", then the port is %i', (value, port) => {
      expect(loadConfig({ API_PORT: value }).apiPort).toBe(port);
    });
  });

  describe('DATABASE_URL', () => {
    it.each(['postgres://postgres@127.0.0.1:5432/postgres', 'postgresql://u:p@host/db?sslmode=require'])(
      'when it is %s, then it is used',
      (value) => {
        expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(value);
      },
    );

    it.each(['mysql://root@localhost/db', 'not a url', 'postgres:///nohost', 'http://example.com'])(
      'when it is %s, then it is refused',
      (value) => {
        expect(configError({ DATABASE_URL: value }).message).toMatch(
          /^Invalid environment variable DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL \(got .*\)$/,
        );
      },
    );

    it('when a refused URL carries a password, then the message masks it', () => {
      const message = configError({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' }).message;
      expect(message).not.toContain('hunter2');
      expect(message).toContain('***');
    });

    it('when it is set, then demo data is off unless SEED_DEMO asks for it', () => {
      const url = 'postgres://postgres@127.0.0.1/postgres';
      expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
      expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
    });
  });

  describe('DATABASE_READ_URL', () => {
    const primary = 'postgres://postgres@127.0.0.1:5432/wallet';

    it('when it is unset, then there is no replica and the lag bound keeps its default', () => {
      expect(loadConfig({ DATABASE_URL: primary })).toMatchObject({
        databaseReadUrl: undefined,
        databaseReadLagMaxSeconds: 5,
      });
    });

    it('when it names a PostgreSQL server beside DATABASE_URL, then reads may go there', () => {
      const replica = 'postgresql://reader:pw@127.0.0.1:5433/wallet?sslmode=disable';
      expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    });

    it.each(['mysql://root@localhost/db', 'not a url', 'postgres:///nohost', 'redis://127.0.0.1:6379'])(
      'when it is %s, then the api refuses to start and says what it must be',
      (value) => {
        expect(configError({ DATABASE_URL: primary, DATABASE_READ_URL: value }).message).toMatch(
          /^Invalid environment variable DATABASE_READ_URL: must be a postgres:\/\/ or postgresql:\/\/ URL \(got .*\)$/,
        );
      },
    );

    it('when a refused URL carries a password, then the message masks it', () => {
      const message = configError({
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'mysql://r:hunter2@db/x',
      }).message;
      expect(message).not.toContain('hunter2');
      expect(message).toContain('***');
    });

    it('when it is set without DATABASE_URL (the embedded database), then the api refuses to start', () => {
      const error = configError({
        DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:5433/wallet',
        DATA_DIR: '/tmp/w',
      });
      expect(error.variable).toBe('DATABASE_READ_URL');
      expect(error.message).toBe(
        'Invalid environment variable DATABASE_READ_URL: needs DATABASE_URL: the embedded database (DATA_DIR) has no read replica; unset it or set DATABASE_URL to the primary',
      );
    });

    it.each(['0', '3601', '2.5', 'five', '-1'])(
      'when DATABASE_READ_LAG_MAX_S is %s, then it is refused',
      (value) => {
        expect(
          configError({
            DATABASE_URL: primary,
            DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:5433/wallet',
            DATABASE_READ_LAG_MAX_S: value,
          }).message,
        ).toBe(
          `Invalid environment variable DATABASE_READ_LAG_MAX_S: must be an integer from 1 to 3600 (got "${value}")`,
        );
      },
    );

    it('when DATABASE_READ_LAG_MAX_S is set without a replica, then it is refused rather than ignored', () => {
      expect(configError({ DATABASE_URL: primary, DATABASE_READ_LAG_MAX_S: '5' }).message).toBe(
        'Invalid environment variable DATABASE_READ_LAG_MAX_S: is only used with DATABASE_READ_URL, which is not set',
      );
    });
  });

  describe('DATA_DIR', () => {
    it('when it is relative, then it resolves against the working directory', () => {
      expect(loadConfig({ DATA_DIR: 'var/wallet' }).dataDir).toBe(path.resolve(process.cwd(), 'var/wallet'));
    });
  });

  describe('API_HOST', () => {
    it.each(['0.0.0.0', 'localhost', '::', '::1', 'api.internal'])(
      'when it is %s, then it is used',
      (value) => {
        expect(loadConfig({ API_HOST: value }).apiHost).toBe(value);
      },
    );

    it('when it is a bracketed IPv6 address, then the brackets are dropped', () => {
      expect(loadConfig({ API_HOST: '[::1]' }).apiHost).toBe('::1');
    });

    it.each(['http://localhost', 'local host', 'host:80/x'])('when it is %s, then it is refused', (value) => {
      expect(configError({ API_HOST: value }).variable).toBe('API_HOST');
    });
  });

  describe('SMTP_URL, REDIS_URL and MAIL_FROM', () => {
    it('when SMTP_URL is not an smtp URL, then it is refused', () => {
      expect(configError({ SMTP_URL: 'http://mail.example.com' }).message).toBe(
        'Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL (got "http://mail.example.com/")',
      );
    });

    it('when REDIS_URL is not a redis URL, then it is refused', () => {
      expect(configError({ REDIS_URL: 'localhost:6379' }).variable).toBe('REDIS_URL');
      expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380' }).redisUrl).toBe(
        'rediss://cache.example.com:6380',
      );
    });

    it.each(['no-reply@wallet.example', 'Wallet <no-reply@wallet.example>'])(
      'when MAIL_FROM is %s, then it is used',
      (value) => {
        expect(loadConfig({ MAIL_FROM: value }).mailFrom).toBe(value);
      },
    );

    it.each(['wallet', 'Wallet <wallet>', 'a@b.c <d@e.f> <g@h.i>'])(
      'when MAIL_FROM is %s, then it is refused',
      (value) => {
        expect(configError({ MAIL_FROM: value }).variable).toBe('MAIL_FROM');
      },
    );
  });

  describe('SESSION_SECRET', () => {
    it('when it is too short, then it is refused without showing it', () => {
      const error = configError({ SESSION_SECRET: 'tooshort' });
      expect(error.message).toBe(
        'Invalid environment variable SESSION_SECRET: must be at least 32 characters (got a hidden value of 8 characters)',
      );
    });
  });

  describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('when only the e-mail is set, then the password is asked for', () => {
      expect(configError({ ADMIN_EMAIL: 'admin@wallet.example' }).message).toBe(
        'Invalid environment variable ADMIN_PASSWORD: must be set when ADMIN_EMAIL is set',
      );
    });

    it('when only the password is set, then the e-mail is asked for', () => {
      expect(configError({ ADMIN_PASSWORD: strongPassword }).message).toBe(
        'Invalid environment variable ADMIN_EMAIL: must be set when ADMIN_PASSWORD is set',
      );
    });

    it('when the e-mail is malformed, then it is refused', () => {
      expect(configError({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: strongPassword }).variable).toBe(
        'ADMIN_EMAIL',
      );
    });

    it.each([
      ['Ab1!', 'must be at least 8 characters'],
      ['admin#2024pass', 'must contain at least one uppercase letter'],
      ['ADMIN#2024PASS', 'must contain at least one lowercase letter'],
      ['Admin#password', 'must contain at least one number'],
      ['Admin2024pass', 'must contain at least one special character'],
    ])('when the password is %s, then it is refused: %s, without showing it', (password, reason) => {
      const message = configError({ ADMIN_EMAIL: 'admin@wallet.example', ADMIN_PASSWORD: password }).message;
      expect(message).toContain(`ADMIN_PASSWORD: ${reason}`);
      expect(message).not.toContain(password);
    });
  });

  describe('ADMIN_NAME and REDIS_KEY_PREFIX', () => {
    it('when ADMIN_NAME is unset, then the admin is called Administrator', () => {
      expect(
        loadConfig({ ADMIN_EMAIL: 'admin@wallet.example', ADMIN_PASSWORD: strongPassword }).admin,
      ).toEqual({
        email: 'admin@wallet.example',
        password: strongPassword,
        name: 'Administrator',
      });
    });

    it.each(['A', 'x'.repeat(51)])('when ADMIN_NAME is "%s", then it is refused', (name) => {
      expect(
        configError({ ADMIN_EMAIL: 'admin@wallet.example', ADMIN_PASSWORD: strongPassword, ADMIN_NAME: name })
          .message,
      ).toContain('ADMIN_NAME: must be 2 to 50 characters');
    });

    it.each(['has space', 'a/b', 'x'.repeat(65)])(
      'when REDIS_KEY_PREFIX is "%s", then it is refused',
      (value) => {
        expect(configError({ REDIS_KEY_PREFIX: value }).variable).toBe('REDIS_KEY_PREFIX');
      },
    );
  });

  describe('NODE_ENV and LOG_LEVEL', () => {
    it('when NODE_ENV is unknown, then the allowed values are listed', () => {
      expect(configError({ NODE_ENV: 'staging' }).message).toBe(
        'Invalid environment variable NODE_ENV: must be one of development, production, test (got "staging")',
      );
    });

    it('when NODE_ENV is test and LOG_LEVEL is unset, then logs are silent', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
      expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    });

    it('when LOG_FORMAT is neither pretty nor json, then it is refused with the choices', () => {
      expect(configError({ LOG_FORMAT: 'text' }).message).toBe(
        'Invalid environment variable LOG_FORMAT: must be one of pretty, json (got "text")',
      );
    });

    it('when LOG_LEVEL is unknown, then it is refused', () => {
      expect(configError({ LOG_LEVEL: 'verbose' }).variable).toBe('LOG_LEVEL');
    });
  });

  describe('SEED_DEMO', () => {
    it.each([
      ['1', true],
      ['true', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
    ])('when it is %s, then seeding is %s', (value, seedDemo) => {
      expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(seedDemo);
    });

    it('when nothing asks, then the demo accounts are made only in development on the embedded database', () => {
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
      // The finding: production on the embedded database had admin@wallet.local with a published password.
      expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '1' }).seedDemo).toBe(true);
    });

    it('when it is on with NODE_ENV=production, then the api refuses to start naming both', () => {
      const error = configError({ NODE_ENV: 'production', SEED_DEMO: '1' });
      expect(error.variable).toBe('SEED_DEMO');
      expect(error.message).toBe(
        'Invalid environment variable SEED_DEMO: must not be on with NODE_ENV=production: the demo accounts have a published password (unset one of them)',
      );
      expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemo).toBe(false);
    });

    it('when it is yes, then it is refused', () => {
      expect(configError({ SEED_DEMO: 'yes' }).message).toBe(
        'Invalid environment variable SEED_DEMO: must be one of 0, 1, true, false (got "yes")',
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('when it is none, then no proxy is believed', () => {
      expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    });

    it.each(['yes', '10.0.0.0/33', '127.0.0.1/8/8', 'proxy.internal', '::1/129', '10.0.0.1,'])(
      'when it is %s, then it is refused',
      (value) => {
        expect(configError({ TRUST_PROXY: value }).message).toBe(
          `Invalid environment variable TRUST_PROXY: must be none or a comma-separated list of IP addresses, subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal (got ${JSON.stringify(value)})`,
        );
      },
    );
  });

  describe('TZ_LIMITS', () => {
    it('when it is a known zone, then its canonical name is used', () => {
      expect(loadConfig({ TZ_LIMITS: 'Europe/Berlin' }).timeZoneLimits).toBe('Europe/Berlin');
      expect(loadConfig({ TZ_LIMITS: 'utc' }).timeZoneLimits).toBe('UTC');
    });

    it('when it is not a zone, then it is refused', () => {
      expect(configError({ TZ_LIMITS: 'Mars/Olympus' }).message).toBe(
        'Invalid environment variable TZ_LIMITS: must be an IANA time zone such as UTC or Europe/Berlin (got "Mars/Olympus")',
      );
    });
  });

  describe('SHUTDOWN_TIMEOUT_MS', () => {
    it('when it is a whole number of milliseconds in range, then it bounds the stop', () => {
      expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    });

    it.each(['10s', '-1', '99', '600001', '1.5'])(
      'when it is %s, then it is refused naming the range',
      (value) => {
        expect(configError({ SHUTDOWN_TIMEOUT_MS: value }).message).toBe(
          `Invalid environment variable SHUTDOWN_TIMEOUT_MS: must be an integer from 100 to 600000 (got "${value}")`,
        );
      },
    );
  });

  describe('PAYOUT_DELAY_S', () => {
    it('when it is a whole number of seconds, then it is used', () => {
      expect(loadConfig({ PAYOUT_DELAY_S: '30' }).payoutDelaySeconds).toBe(30);
    });

    it.each(['-5', 'soon', '1.5', '86401'])('when it is %s, then it is refused', (value) => {
      expect(configError({ PAYOUT_DELAY_S: value }).message).toContain(
        'PAYOUT_DELAY_S: must be an integer from 0 to 86400',
      );
    });
  });

  describe('LEDGER_CHECK_INTERVAL_MIN', () => {
    it('when it is 0, then the schedule is off', () => {
      expect(loadConfig({ LEDGER_CHECK_INTERVAL_MIN: '0' }).ledgerCheckIntervalMinutes).toBe(0);
    });

    it.each(['-1', 'hourly', '2.5', '10081', '1e3'])('when it is %s, then it is refused', (value) => {
      expect(configError({ LEDGER_CHECK_INTERVAL_MIN: value }).message).toContain(
        'LEDGER_CHECK_INTERVAL_MIN: must be an integer from 0 to 10080',
      );
    });
  });

  describe('spending limits and the money rate limit', () => {
    it('when one limit is set, then only that one changes and the other role keeps the defaults', () => {
      const config = loadConfig({ LIMIT_AGENT_DAILY_COUNT: '80' });
      expect(config.limits).toEqual({ user: defaultLimits, agent: { ...defaultLimits, dailyCount: 80 } });
    });

    it.each([
      ['LIMIT_USER_DAILY_AMOUNT', '0'],
      ['LIMIT_USER_DAILY_AMOUNT', '-5'],
      ['LIMIT_USER_DAILY_AMOUNT', '10.005'],
      ['LIMIT_AGENT_MONTHLY_AMOUNT', 'lots'],
      ['LIMIT_AGENT_MONTHLY_AMOUNT', '10000000000.01'],
    ])('when %s is %s, then it is refused as an amount of dollars', (variable, value) => {
      expect(configError({ [variable]: value }).message).toBe(
        `Invalid environment variable ${variable}: must be an amount of dollars from 0.01 to 10000000000.00 with at most two decimals (got ${JSON.stringify(value)})`,
      );
    });

    it.each([
      ['LIMIT_USER_DAILY_COUNT', '0'],
      ['LIMIT_USER_MONTHLY_COUNT', '2.5'],
      ['LIMIT_AGENT_DAILY_COUNT', '1000001'],
      ['RATE_LIMIT_MONEY_PER_MINUTE', '0'],
      ['RATE_LIMIT_LOGIN_PER_IP', '0'],
      ['RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT', '0'],
      ['RATE_LIMIT_LOGIN_BURST_PER_ACCOUNT', 'ten'],
      ['RATE_LIMIT_REGISTER_PER_IP', '-1'],
      ['RATE_LIMIT_CODES_PER_IP', '0'],
      ['RATE_LIMIT_CODES_PER_IP', 'lots'],
      ['RATE_LIMIT_CONTACT_PER_IP', '0'],
      ['RATE_LIMIT_CONTACT_GLOBAL', 'many'],
    ])('when %s is %s, then it is refused as a count', (variable, value) => {
      expect(configError({ [variable]: value }).message).toMatch(
        new RegExp(
          `^Invalid environment variable ${variable}: must be an integer from 1 to \\d+ \\(got "${value}"\\)$`,
        ),
      );
    });

    it('when a monthly limit is below the daily one, then the message names both', () => {
      expect(configError({ LIMIT_USER_DAILY_AMOUNT: '600', LIMIT_USER_MONTHLY_AMOUNT: '500' }).message).toBe(
        'Invalid environment variable LIMIT_USER_MONTHLY_AMOUNT: must not be below LIMIT_USER_DAILY_AMOUNT (600.00) (got "500")',
      );
      expect(configError({ LIMIT_AGENT_DAILY_COUNT: '501' }).message).toBe(
        'Invalid environment variable LIMIT_AGENT_MONTHLY_COUNT: must not be below LIMIT_AGENT_DAILY_COUNT (501) (got its default of 500)',
      );
    });
  });

  describe('add money caps and the daily commission cap', () => {
    it('when none is set, then add money is capped at 5,000.00 a day and 20,000.00 a month, commission at 20.00 a day', () => {
      const config = loadConfig({});
      expect(config.addMoneyLimits).toEqual({ dailyAmountCents: 500_000, monthlyAmountCents: 2_000_000 });
      expect(config.agentCommissionDailyCapCents).toBe(2_000);
    });

    it.each([
      ['LIMIT_ADD_MONEY_DAILY_AMOUNT', '0'],
      ['LIMIT_ADD_MONEY_DAILY_AMOUNT', '-1'],
      ['LIMIT_ADD_MONEY_MONTHLY_AMOUNT', '1.001'],
      ['LIMIT_ADD_MONEY_MONTHLY_AMOUNT', 'unlimited'],
      ['AGENT_COMMISSION_DAILY_CAP', '0'],
      ['AGENT_COMMISSION_DAILY_CAP', '20%'],
    ])('when %s is %s, then it is refused as an amount of dollars', (variable, value) => {
      expect(configError({ [variable]: value }).message).toBe(
        `Invalid environment variable ${variable}: must be an amount of dollars from 0.01 to 10000000000.00 with at most two decimals (got ${JSON.stringify(value)})`,
      );
    });

    it('when the monthly add money cap is below the daily one, then the message names both', () => {
      expect(configError({ LIMIT_ADD_MONEY_DAILY_AMOUNT: '30000' }).message).toBe(
        'Invalid environment variable LIMIT_ADD_MONEY_MONTHLY_AMOUNT: must not be below LIMIT_ADD_MONEY_DAILY_AMOUNT (30000.00) (got its default of 20000.00)',
      );
    });
  });

  describe('CORS_ORIGINS', () => {
    it.each([
      ['*', '*'],
      ['a path', 'https://wallet.example/app'],
      ['a trailing slash', 'https://wallet.example/'],
      ['no scheme', 'wallet.example'],
      ['another scheme', 'ftp://wallet.example'],
      ['a user', 'https://me@wallet.example'],
      ['a query', 'https://wallet.example?x=1'],
      ['an empty entry', 'https://wallet.example,,http://127.0.0.1:5500'],
      ['not a URL', 'http://exa mple.com'],
    ])(
      'when it holds %s, then the api refuses to start naming the variable and the bad entry',
      (_case, value) => {
        const message = configError({ CORS_ORIGINS: value }).message;
        expect(message).toMatch(
          /^Invalid environment variable CORS_ORIGINS: must be comma-separated origins/,
        );
        expect(message).toContain(`(got ${JSON.stringify(value)})`);
      },
    );

    it('when it is blank, then no origin is allowed', () => {
      expect(loadConfig({ CORS_ORIGINS: '  ' }).corsOrigins).toEqual([]);
    });
  });

  describe('AGENT_COMMISSION_RATE', () => {
    it.each([
      ['0', 0],
      ['0.005', 5000],
      ['0.000001', 1],
      ['0.1', 100_000],
      ['0.100000', 100_000],
    ])('when it is %s, then the rate is %i parts per million', (value, ppm) => {
      expect(loadConfig({ AGENT_COMMISSION_RATE: value }).agentCommissionPpm).toBe(ppm);
    });

    it.each(['-0.005', '0.1000001', '0.0000005', '0.5%', '1', '0.11', '5e-3', '.005', 'half a percent'])(
      'when it is %s, then it is refused with the allowed range',
      (value) => {
        expect(configError({ AGENT_COMMISSION_RATE: value }).message).toBe(
          `Invalid environment variable AGENT_COMMISSION_RATE: must be a fraction from 0 to 0.1 with at most 6 decimals, such as 0.005 for 0.5 % (got ${JSON.stringify(value)})`,
        );
      },
    );
  });

  describe('INSTANCES: several api processes need Redis and PostgreSQL', () => {
    const shared = { DATABASE_URL: 'postgres://db/wallet', REDIS_URL: 'redis://127.0.0.1:6379' };

    it('when INSTANCES is above 1 with REDIS_URL and DATABASE_URL, then it is taken', () => {
      expect(loadConfig({ ...shared, INSTANCES: '4' }).instances).toBe(4);
    });

    it('when INSTANCES is above 1 without REDIS_URL, then the api refuses to start, naming REDIS_URL', () => {
      expect(configError({ DATABASE_URL: shared.DATABASE_URL, INSTANCES: '2' }).message).toBe(
        'Invalid environment variable INSTANCES: above 1 needs REDIS_URL: rate limits kept in one process’s memory are not shared between instances (set REDIS_URL, or INSTANCES=1) (got "2")',
      );
    });

    it('when INSTANCES is above 1 on the embedded database, then the api refuses to start', () => {
      expect(configError({ REDIS_URL: shared.REDIS_URL, INSTANCES: '2' }).message).toBe(
        'Invalid environment variable INSTANCES: above 1 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only (got "2")',
      );
    });

    it('when INSTANCES is 1 without Redis, then limits stay in memory as before', () => {
      expect(loadConfig({ INSTANCES: '1' }).instances).toBe(1);
    });

    it.each(['0', '-1', 'two', '1.5', '1001'])('when INSTANCES is %j, then it is refused', (value) => {
      expect(configError({ ...shared, INSTANCES: value }).message).toBe(
        `Invalid environment variable INSTANCES: must be an integer from 1 to 1000 (got "${value}")`,
      );
    });
  });

  describe('METRICS, METRICS_PORT, METRICS_HOST', () => {
    it('when METRICS is unset or 0, then there is no metrics listener', () => {
      expect(loadConfig({}).metrics).toBeUndefined();
      expect(loadConfig({ METRICS: '0', METRICS_PORT: '9999' }).metrics).toBeUndefined();
    });

    it('when METRICS is 1, then metrics listen on loopback port 9464 by default', () => {
      expect(loadConfig({ METRICS: '1' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
      expect(loadConfig({ METRICS: 'true', METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metrics).toEqual(
        {
          host: '10.0.0.5',
          port: 9100,
        },
      );
    });

    it.each(['yes', 'on', '2', 'enabled'])('when METRICS is %j, then the api refuses to start', (value) => {
      expect(configError({ METRICS: value }).message).toBe(
        `Invalid environment variable METRICS: must be one of 0, 1, true, false (got "${value}")`,
      );
    });

    it('when METRICS_PORT is the api port, then it is refused: metrics never share the public port', () => {
      expect(configError({ METRICS: '1', API_PORT: '8080', METRICS_PORT: '8080' }).message).toBe(
        'Invalid environment variable METRICS_PORT: must differ from API_PORT (8080): metrics are never served on the public port',
      );
    });

    it.each([
      ['METRICS_PORT', '70000', 'must be an integer from 0 to 65535'],
      ['METRICS_HOST', 'metrics.example', 'must be an IP address such as 127.0.0.1 or 10.0.0.5'],
    ])('when %s is %j, then it is refused', (variable, value, reason) => {
      expect(configError({ METRICS: '1', [variable]: value }).message).toBe(
        `Invalid environment variable ${variable}: ${reason} (got "${value}")`,
      );
    });
  });
});
