// The bff's Prometheus metrics (docs/operations.md, "Metrics"): requests by route pattern, GraphQL operations by type
// and outcome, and prom-client's default process metrics. Made only when METRICS=1; each bff has a registry of its own.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsSnapshot } from '@wallet/common/metrics-endpoint';

/** A request no route answered: 404s. Never its raw path. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A file of the web app (assets, index.html) served by the static middleware, which has no route pattern. */
export const STATIC_ROUTE = '(static)';

const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface BffMetrics {
  /** Put first in the app: counts and times every request by the route it matched. */
  middleware: RequestHandler;
  /** Counts GraphQL operations by type (query, mutation) and outcome (ok or the first error's code). */
  apolloPlugin: ApolloServerPlugin;
  render: () => Promise<MetricsSnapshot>;
}

function routeOf(request: Request, status: number): string {
  const route: unknown = request.route;
  if (typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string') {
    return route.path;
  }
  return status === 404 ? UNMATCHED_ROUTE : STATIC_ROUTE;
}

export function createBffMetrics(): BffMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s end, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers,
  });
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by type and outcome: ok, or the first error’s code (a refused document: type invalid)',
    labelNames: ['type', 'outcome'] as const,
    registers,
  });

  const middleware: RequestHandler = (request, response, next) => {
    const startedAt = performance.now();
    response.once('finish', () => {
      const status = response.statusCode;
      const labels = { method: request.method, route: routeOf(request, status), status: String(status) };
      requests.inc(labels);
      durations.observe(labels, (performance.now() - startedAt) / 1000);
    });
    next();
  };

  const apolloPlugin: ApolloServerPlugin = {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: (requestContext) => {
          const type = requestContext.operation?.operation ?? 'invalid';
          const [error] = requestContext.errors ?? [];
          const code: unknown = error?.extensions.code;
          const outcome = error === undefined ? 'ok' : typeof code === 'string' ? code : 'error';
          operations.inc({ type, outcome });
          return Promise.resolve();
        },
      }),
  };

  return {
    middleware,
    apolloPlugin,
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
