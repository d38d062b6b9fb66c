// The bff's environment: defaults, and one clear message naming the variable for each bad value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_URL_DEFAULT,
  BFF_PORT_DEFAULT,
  LIVE_LIMITS_DEFAULT,
  loadConfig,
  WEB_DIST_DEFAULT,
} from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the defaults apply: port 3000, the api on 4000, ../web/dist, development', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      nodeEnv: 'development',
      production: false,
      port: BFF_PORT_DEFAULT,
      apiUrl: API_URL_DEFAULT,
      webDist: WEB_DIST_DEFAULT,
      logLevel: 'info',
      logFormat: 'json',
      shutdownTimeoutMs: 10_000,
      metrics: undefined,
      live: { socketsPerSession: 5, socketsPerAddress: 100, messageBytesMax: 16_384, idleTimeoutMs: 60_000 },
    });
    expect(config.live).toEqual(LIVE_LIMITS_DEFAULT);
    expect(WEB_DIST_DEFAULT).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('when every variable is set, then each is read', () => {
    const config = loadConfig({
      PORT: '0',
      API_URL: 'https://api.example.com/',
      NODE_ENV: 'production',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      SHUTDOWN_TIMEOUT_MS: '3000',
      LIVE_SOCKETS_PER_SESSION: '2',
      LIVE_SOCKETS_PER_ADDRESS: '3000',
      LIVE_MESSAGE_BYTES_MAX: '4096',
      LIVE_IDLE_TIMEOUT_MS: '30000',
    });

    expect(config).toEqual({
      nodeEnv: 'production',
      production: true,
      port: 0,
      apiUrl: 'https://api.example.com',
      webDist: '/srv/web',
      logLevel: 'warn',
      logFormat: 'pretty',
      shutdownTimeoutMs: 3000,
      metrics: undefined,
      live: { socketsPerSession: 2, socketsPerAddress: 3000, messageBytesMax: 4096, idleTimeoutMs: 30_000 },
    });
  });

  it('when METRICS is 1, then metrics listen on their own loopback port (9465 by default, or METRICS_PORT/HOST)', () => {
    expect(loadConfig({ METRICS: '1' }).metrics).toEqual({ host: '127.0.0.1', port: 9465 });
    expect(loadConfig({ METRICS: '1', METRICS_PORT: '9200', METRICS_HOST: '10.1.2.3' }).metrics).toEqual({
      host: '10.1.2.3',
      port: 9200,
    });
    expect(loadConfig({ METRICS: '0', METRICS_PORT: 'junk' }).metrics).toBeUndefined();
  });

  it('when NODE_ENV is test, then logging is silent unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it.each([
    [
      'SHUTDOWN_TIMEOUT_MS',
      'soon',
      'Invalid environment variable SHUTDOWN_TIMEOUT_MS: must be an integer from 100 to 600000 (got "soon")',
    ],
    ['PORT', 'abc', 'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "abc")'],
    ['PORT', '65536', 'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "65536")'],
    ['PORT', '-1', 'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "-1")'],
    ['PORT', '80.5', 'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "80.5")'],
    [
      'API_URL',
      'not a url',
      'Invalid environment variable API_URL: must be an http:// or https:// URL such as http://127.0.0.1:4000 (got a value that is not a URL)',
    ],
    [
      'API_URL',
      'ftp://files.example.com',
      'Invalid environment variable API_URL: must be an http:// or https:// URL such as http://127.0.0.1:4000 (got "ftp://files.example.com")',
    ],
    [
      'API_URL',
      'http://user:secret@api.example.com',
      'Invalid environment variable API_URL: must not carry credentials, a query or a fragment',
    ],
    [
      'NODE_ENV',
      'prod',
      'Invalid environment variable NODE_ENV: must be one of development, production, test (got "prod")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid environment variable LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      'LOG_FORMAT',
      'text',
      'Invalid environment variable LOG_FORMAT: must be one of pretty, json (got "text")',
    ],
    [
      'LIVE_SOCKETS_PER_SESSION',
      '6',
      'Invalid environment variable LIVE_SOCKETS_PER_SESSION: must be an integer from 1 to 5 (got "6")',
    ],
    [
      'LIVE_SOCKETS_PER_ADDRESS',
      '0',
      'Invalid environment variable LIVE_SOCKETS_PER_ADDRESS: must be an integer from 1 to 100000 (got "0")',
    ],
    [
      'LIVE_MESSAGE_BYTES_MAX',
      '512',
      'Invalid environment variable LIVE_MESSAGE_BYTES_MAX: must be an integer from 1024 to 1048576 (got "512")',
    ],
    [
      'LIVE_IDLE_TIMEOUT_MS',
      'forever',
      'Invalid environment variable LIVE_IDLE_TIMEOUT_MS: must be an integer from 1000 to 3600000 (got "forever")',
    ],
    ['METRICS', 'yes', 'Invalid environment variable METRICS: must be one of 0, 1, true, false (got "yes")'],
  ])('when %s is %j, then loading fails with one line naming it', (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it.each([
    [
      { METRICS: '1', PORT: '3000', METRICS_PORT: '3000' },
      'Invalid environment variable METRICS_PORT: must differ from PORT (3000): metrics are never served on the public port',
    ],
    [
      { METRICS: '1', METRICS_PORT: '99999' },
      'Invalid environment variable METRICS_PORT: must be an integer from 0 to 65535 (got "99999")',
    ],
    [
      { METRICS: '1', METRICS_HOST: 'localhost' },
      'Invalid environment variable METRICS_HOST: must be an IP address such as 127.0.0.1 or 10.0.0.5 (got "localhost")',
    ],
  ])(
    'when the metrics settings are %j, then loading fails with one line naming the variable',
    (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    },
  );

  it('when a variable is blank, then its default applies', () => {
    expect(loadConfig({ PORT: ' ', API_URL: '' }).port).toBe(BFF_PORT_DEFAULT);
  });
});
