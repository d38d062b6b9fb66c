// The api's Prometheus metrics (docs/operations.md, "Metrics"; docs/runbook.md for the alerts on them): requests by
// route pattern, money operations by kind and outcome, the database pool, the receipt outbox and the payout backlog,
// and prom-client's default process metrics. Made only when METRICS=1; each api has a registry of its own.
import type { Request, RequestHandler, Response } from 'express';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../ledger/sql-rows';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsSnapshot } from '@wallet/common/metrics-endpoint';
import type { Database, PoolStats } from '../db/database';
import { IDEMPOTENT_REPLAYED_HEADER } from '../idempotency/idempotency-key';

/** The label of a request no route matched (404s, bodies refused before routing): never its raw path. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds: a money call is a few milliseconds; a second or more is an incident. */
const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MoneyKind = 'send' | 'add_money' | 'withdraw' | 'cancel' | 'cash_in' | 'cash_out';

/**
 * The money operation a matched route is, from its method and pattern; POST /wallets/add-money is a cash in when it
 * names a userId, as wallets.routes.ts decides.
 */
export function moneyKindOf(method: string, route: string, body: unknown): MoneyKind | undefined {
  switch (`${method} ${route}`) {
    case 'POST /api/v1/wallets/send-money':
      return 'send';
    case 'POST /api/v1/wallets/add-money': {
      const userId =
        typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined;
      return userId === undefined || userId === null ? 'add_money' : 'cash_in';
    }
    case 'POST /api/v1/wallets/withdraw':
      return 'withdraw';
    case 'PATCH /api/v1/transactions/:id/cancel':
      return 'cancel';
    case 'POST /api/v1/wallets/cash-out':
      return 'cash_out';
    default:
      return undefined;
  }
}

/** The matched route's pattern (`/api/v1/transactions/:id`), never the URL with its ids. */
function routeOf(request: Request, prefix: string): string {
  const route: unknown = request.route;
  if (typeof route !== 'object' || route === null || !('path' in route) || typeof route.path !== 'string') {
    return UNMATCHED_ROUTE;
  }
  return `${prefix}${route.path}`;
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

export interface ApiMetricsOptions {
  db: Database;
  /** The PostgreSQL pool's counts; undefined on PGlite, which has one in-process connection and no pool. */
  poolStats: (() => PoolStats) | undefined;
  /** PAYOUT_DELAY_S: a pending withdrawal older than this is due. */
  payoutDelaySeconds: number;
  /** Where every route is mounted (/api/v1). */
  routePrefix: string;
}

export interface ApiMetrics {
  /** Put first in the app: counts and times every request by the route it matched. */
  middleware: RequestHandler;
  render: () => Promise<MetricsSnapshot>;
}

export function createApiMetrics(options: ApiMetricsOptions): ApiMetrics {
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
  const money = new Counter({
    name: 'wallet_money_operations_total',
    help: 'Money operations by kind and outcome: ok, replayed (an Idempotency-Key answered again) or the refusal code',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const { db, poolStats, payoutDelaySeconds } = options;
  if (poolStats !== undefined) {
    new Gauge({
      name: 'wallet_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one; max is the pool’s size',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });
  }
  new Gauge({
    name: 'wallet_receipt_outbox_backlog',
    help: 'Receipts written by committed money movements whose mail has not gone out yet (receipt_outbox rows)',
    registers,
    async collect() {
      const [row] = await rowsOf<{ rows: number }>(db, sql`select count(*)::int as rows from receipt_outbox`);
      this.set(row?.rows ?? 0);
    },
  });
  new Gauge({
    name: 'wallet_receipt_outbox_oldest_age_seconds',
    help: 'Age of the oldest receipt waiting in receipt_outbox; 0 when empty',
    registers,
    async collect() {
      const [row] = await rowsOf<{ age: number | null }>(
        db,
        sql`select extract(epoch from now() - min(created_at))::float8 as age from receipt_outbox`,
      );
      this.set(row?.age ?? 0);
    },
  });
  // Registered before wallet_payouts_oldest_due_seconds, which its collect() sets: a scrape collects in this order.
  new Gauge({
    name: 'wallet_payouts_pending',
    help: 'Pending withdrawals: due (older than PAYOUT_DELAY_S, the processor should take them) or waiting',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const [row] = await rowsOf<{ due: number; waiting: number; oldest_due: number | null }>(
        db,
        sql`select
              count(*) filter (where created_at <= now() - make_interval(secs => ${payoutDelaySeconds}))::int as due,
              count(*) filter (where created_at > now() - make_interval(secs => ${payoutDelaySeconds}))::int as waiting,
              extract(epoch from now() - min(created_at) - make_interval(secs => ${payoutDelaySeconds}))::float8
                as oldest_due
            from journals where kind = 'withdraw' and status = 'pending'`,
      );
      this.set({ state: 'due' }, row?.due ?? 0);
      this.set({ state: 'waiting' }, row?.waiting ?? 0);
      oldestDue.set(Math.max(0, row?.oldest_due ?? 0));
    },
  });
  const oldestDue = new Gauge({
    name: 'wallet_payouts_oldest_due_seconds',
    help: 'How long the oldest due withdrawal has been due (0 when none): the payout processor is behind or down',
    registers,
  });

  const middleware: RequestHandler = (request, response, next) => {
    const startedAt = performance.now();
    let errorCode: string | undefined;
    const json = response.json.bind(response);
    // The refusal's code as the answer carries it, whichever handler wrote it (a stored answer replayed included).
    response.json = (body: unknown) => {
      if (response.statusCode >= 400) errorCode = errorCodeOf(body);
      return json(body);
    };
    response.once('finish', () => {
      const route = routeOf(request, options.routePrefix);
      const labels = { method: request.method, route, status: String(response.statusCode) };
      requests.inc(labels);
      durations.observe(labels, (performance.now() - startedAt) / 1000);
      const kind = moneyKindOf(request.method, route, request.body);
      if (kind !== undefined) money.inc({ kind, outcome: moneyOutcomeOf(response, errorCode) });
    });
    next();
  };

  return {
    middleware,
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

function moneyOutcomeOf(response: Response, errorCode: string | undefined): string {
  if (response.statusCode < 400) {
    return response.getHeader(IDEMPOTENT_REPLAYED_HEADER) === 'true' ? 'replayed' : 'ok';
  }
  return errorCode ?? String(response.statusCode);
}
