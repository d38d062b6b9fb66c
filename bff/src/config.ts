// Reads and validates the bff's environment (DESIGN.md §2) once at start, so a bad value stops it with one clear line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env, LogFormat, LogLevel, NodeEnv } from '@wallet/common/env';
import { readShutdownTimeoutMs } from '@wallet/common/process-stop';
import type { MetricsConfig } from '@wallet/common/metrics-endpoint';
import { readMetricsConfig } from '@wallet/common/metrics-endpoint';
import {
  ConfigError,
  LOG_FORMATS,
  LOG_LEVELS,
  NODE_ENVS,
  read,
  readEnum,
  readInteger,
  readPort,
  shown,
} from '@wallet/common/env';

export const BFF_PORT_DEFAULT = 3000;
/** The bff's metrics port when METRICS=1 (the api's is 9464), bound to 127.0.0.1 unless METRICS_HOST says otherwise. */
export const BFF_METRICS_PORT_DEFAULT = 9465;
export const API_URL_DEFAULT = 'http://127.0.0.1:4000';
/** The built web app, beside this workspace: bff/src/config.ts → web/dist. */
export const WEB_DIST_DEFAULT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Limits on one GraphQL operation, enforced at validation, before any REST call (DESIGN.md §4). */
export const graphqlLimits = {
  depthMax: 8,
  aliasesMax: 15,
  /** graphql-armor's cost units: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  costMax: 5000,
  directivesMax: 50,
  tokensMax: 2000,
  /** A request body larger than this is refused before it is parsed. */
  requestBodyBytesMax: 100_000,
} as const;

/** Limits on the bff's calls to the REST api. */
export const restLimits = {
  /** One REST call may take this long in all, connection included. */
  requestTimeoutMs: 15_000,
  /** Reads are tried once more after a network error (a cut connection, a refused one); writes never. */
  readRetriesMax: 1,
  /** The pause before that second try: an api that refused the connection may be restarting. */
  readRetryDelayMs: 200,
} as const;

/** Of the shutdown bound (SHUTDOWN_TIMEOUT_MS), what is kept for closing once the requests in flight are cut. */
export const SHUTDOWN_CLOSE_RESERVE_MS_MAX = 2_000;

/** How long a graceful stop waits for requests in flight before it closes their connections: most of the bound. */
export function shutdownGraceMs(shutdownTimeoutMs: number): number {
  return shutdownTimeoutMs - Math.min(SHUTDOWN_CLOSE_RESERVE_MS_MAX, Math.floor(shutdownTimeoutMs / 4));
}

/** Live updates (graphql-ws on /graphql, docs/live.md): what one browser and one address may hold. */
export interface LiveLimits {
  /** Open sockets of one session (LIVE_SOCKETS_PER_SESSION); the api holds 5 event streams a session at most. */
  socketsPerSession: number;
  /** Open sockets from one address (LIVE_SOCKETS_PER_ADDRESS): the peer's, or the last X-Forwarded-For hop of a loopback proxy. */
  socketsPerAddress: number;
  /** The largest message a client may send, in bytes (LIVE_MESSAGE_BYTES_MAX); larger ones close the socket (1009). */
  messageBytesMax: number;
  /** A socket without a subscription (or a silent peer) for this long is closed (LIVE_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
}

export const LIVE_LIMITS_DEFAULT: LiveLimits = {
  socketsPerSession: 5,
  socketsPerAddress: 100,
  messageBytesMax: 16_384,
  idleTimeoutMs: 60_000,
};

function readLiveLimits(env: Env): LiveLimits {
  return {
    socketsPerSession: readInteger(
      env,
      'LIVE_SOCKETS_PER_SESSION',
      { min: 1, max: 5 },
      LIVE_LIMITS_DEFAULT.socketsPerSession,
    ),
    socketsPerAddress: readInteger(
      env,
      'LIVE_SOCKETS_PER_ADDRESS',
      { min: 1, max: 100_000 },
      LIVE_LIMITS_DEFAULT.socketsPerAddress,
    ),
    messageBytesMax: readInteger(
      env,
      'LIVE_MESSAGE_BYTES_MAX',
      { min: 1024, max: 1_048_576 },
      LIVE_LIMITS_DEFAULT.messageBytesMax,
    ),
    idleTimeoutMs: readInteger(
      env,
      'LIVE_IDLE_TIMEOUT_MS',
      { min: 1000, max: 3_600_000 },
      LIVE_LIMITS_DEFAULT.idleTimeoutMs,
    ),
  };
}

export interface Config {
  nodeEnv: NodeEnv;
  /** Production hardening: no introspection, no Sandbox, masked internal errors, HSTS, the web app served. */
  production: boolean;
  port: number;
  /** Where the REST api listens, without /api/v1 and without a trailing slash. */
  apiUrl: string;
  /** Absolute path of the built web app (index.html and assets/). */
  webDist: string;
  logLevel: LogLevel;
  /** Pretty lines for a person at a terminal, JSON lines otherwise (LOG_FORMAT). */
  logFormat: LogFormat;
  /** From a stop signal to the exit, at most (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** The /metrics listener when METRICS=1 (its own port and address); undefined when metrics are off. */
  metrics: MetricsConfig | undefined;
  live: LiveLimits;
}

function readHttpUrl(env: Env, variable: string, fallback: string): string {
  const value = read(env, variable) ?? fallback;
  const reason = 'must be an http:// or https:// URL such as http://127.0.0.1:4000';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, reason, 'a value that is not a URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new ConfigError(variable, reason, shown(`${url.protocol}//${url.host}`));
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(variable, 'must not carry credentials, a query or a fragment');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function readDirectory(env: Env, variable: string, fallback: string): string {
  const value = read(env, variable);
  return value === undefined ? fallback : path.resolve(process.cwd(), value);
}

/** Validates the environment and returns the bff's settings; throws ConfigError on the first bad value. */
export function loadConfig(env: Env): Config {
  const nodeEnv = readEnum(env, 'NODE_ENV', NODE_ENVS, 'development');
  const port = readPort(env, 'PORT', BFF_PORT_DEFAULT);
  return {
    nodeEnv,
    production: nodeEnv === 'production',
    port,
    apiUrl: readHttpUrl(env, 'API_URL', API_URL_DEFAULT),
    webDist: readDirectory(env, 'WEB_DIST', WEB_DIST_DEFAULT),
    // Tests stay quiet unless asked; elsewhere the default is the usual info.
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: readEnum(env, 'LOG_FORMAT', LOG_FORMATS, 'json'),
    shutdownTimeoutMs: readShutdownTimeoutMs(env),
    metrics: readMetricsConfig(env, BFF_METRICS_PORT_DEFAULT, { variable: 'PORT', port }),
    live: readLiveLimits(env),
  };
}
