// The api's and the bff's /metrics (docs/operations.md, "Metrics"): off unless METRICS=1, and then served on a port of
// its own (METRICS_PORT), bound to loopback unless METRICS_HOST says otherwise, never on the program's public port.
import http from 'node:http';
import { isIP } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Env } from './env';
import { ConfigError, invalid, read, readBoolean, readPort } from './env';

export const METRICS_HOST_DEFAULT = '127.0.0.1';
export const METRICS_PATH = '/metrics';

export interface MetricsConfig {
  /** Where the metrics listener binds: an IP address, 127.0.0.1 by default. */
  host: string;
  /** Its own port; 0 picks a free one (tests). */
  port: number;
}

/**
 * METRICS (0/1, default 0), METRICS_PORT (default `defaultPort`, never the program's own port) and METRICS_HOST (an
 * IP address). Undefined when metrics are off.
 */
export function readMetricsConfig(
  env: Env,
  defaultPort: number,
  mainPort: { variable: string; port: number },
): MetricsConfig | undefined {
  if (!readBoolean(env, 'METRICS', false)) return undefined;
  const port = readPort(env, 'METRICS_PORT', defaultPort);
  if (port !== 0 && port === mainPort.port) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from ${mainPort.variable} (${mainPort.port}): metrics are never served on the public port`,
    );
  }
  const host = read(env, 'METRICS_HOST') ?? METRICS_HOST_DEFAULT;
  if (isIP(host) === 0) {
    throw invalid('METRICS_HOST', 'must be an IP address such as 127.0.0.1 or 10.0.0.5', host);
  }
  return { host, port };
}

/** What the listener answers at /metrics: Prometheus's text format. */
export interface MetricsSnapshot {
  contentType: string;
  body: string;
}

export interface MetricsEndpoint {
  /** e.g. http://127.0.0.1:9464/metrics */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on the metrics port: GET /metrics answers `render()`, anything else 404. */
export async function startMetricsEndpoint(
  config: MetricsConfig,
  render: () => Promise<MetricsSnapshot>,
  onError: (error: unknown) => void,
): Promise<MetricsEndpoint> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    render().then(
      (snapshot) => {
        response.writeHead(200, { 'Content-Type': snapshot.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : snapshot.body);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  // A scraper keeps its connection open between scrapes; it must not hold up a stop.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}${METRICS_PATH}`,
    port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
