// The admin section of `npm run bench`: each admin list and the admin figures, timed one request after another,
// against the seeded database of 100,000 accounts and 1,000,000 journals (seed-admin.ts).
import pg from 'pg';
import { API_PREFIX, signIn, startApi, stopApi } from './api-process';
import { runSequential } from './http-load';
import type { SequentialResult } from './http-load';
import { fixed, formatTable, percentile } from './figures';
import { ADMIN_SEED, seedAdminDatabase } from './seed-admin';

/** The most a payout may wait (PAYOUT_DELAY_S): the seeded pending withdrawals stay pending while we measure. */
const PAYOUT_DELAY_SECONDS = '86400';
/** A fragment of many seeded names and e-mails (Johnson, Wilson, Grayson …), so the search has work to do. */
const SEARCH_FRAGMENT = 'son';
const IDS_COUNT = 20;

export interface AdminBenchSettings {
  serverUrl: string;
  /** Timed requests per call, after `warmups` untimed ones. */
  requests: number;
  warmups: number;
  reseed: boolean;
  /** BENCH_ADMIN_DATABASE: the seeded database's name on that server (default wallet_bench_admin). */
  databaseName?: string;
}

export interface AdminRow {
  label: string;
  /** One result per repeat. */
  results: SequentialResult[];
  /** Rows on the answered page (or in the answered list); undefined for the figures. */
  rows: number | undefined;
  /** pagination.totalItems, when the answer is a page. */
  total: number | undefined;
}

/** Twenty user ids spread over the table, the same ones every run. */
async function someUserIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(
      `select id from users order by md5(id::text) limit ${IDS_COUNT}`,
    );
    return found.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How many rows an answer held: `data` a list, or a page `{ data: [...], pagination }`. */
function countsOf(body: string): Pick<AdminRow, 'rows' | 'total'> {
  const envelope: unknown = JSON.parse(body);
  const data = isRecord(envelope) ? envelope.data : undefined;
  if (Array.isArray(data)) return { rows: data.length, total: undefined };
  if (isRecord(data) && Array.isArray(data.data)) {
    const pagination = data.pagination;
    const total = isRecord(pagination) ? pagination.totalItems : undefined;
    return { rows: data.data.length, total: typeof total === 'number' ? total : undefined };
  }
  return { rows: undefined, total: undefined };
}

/** One row per call: p99 of each repeat, then p50 and p99 over every timed request of all repeats. */
export function printAdminTable(rows: AdminRow[], settings: AdminBenchSettings): void {
  const repeats = Math.max(0, ...rows.map((row) => row.results.length));
  const header = [
    'GET',
    ...Array.from({ length: repeats }, (_, index) => `p99 #${index + 1}`),
    'p50 ms',
    'p99 ms',
    'rows',
    'total',
  ];
  const lines = rows.map(({ label, results, rows: count, total }) => {
    const all = results.flatMap((result) => result.durationsMs).sort((a, b) => a - b);
    return [
      label,
      ...results.map((result) => fixed(result.p99Ms, 1)),
      fixed(percentile(all, 0.5), 1),
      fixed(percentile(all, 0.99), 1),
      count === undefined ? '-' : String(count),
      total === undefined ? '-' : String(total),
    ];
  });
  console.log(
    `\nAdmin calls on ${ADMIN_SEED.accounts} accounts and ${ADMIN_SEED.journals} journals, ` +
      `${settings.requests} sequential requests each per repeat after ${settings.warmups} warm-ups\n`,
  );
  for (const line of formatTable(header, lines)) console.log(line);
}

export interface AdminBench {
  /** Times every call once more (one repeat), adding its result to `rows`. */
  runRepeat(rows: AdminRow[]): Promise<void>;
}

/** Seeds (or reuses) the admin database, starts the api on it and signs in as an admin; runRepeat times each call. */
export async function prepareAdminBench(
  settings: AdminBenchSettings,
  cleanups: (() => Promise<void>)[],
): Promise<AdminBench> {
  const seed = await seedAdminDatabase({
    serverUrl: settings.serverUrl,
    reseed: settings.reseed,
    databaseName: settings.databaseName,
  });
  const ids = await someUserIds(seed.databaseUrl);
  const api = await startApi(seed.databaseUrl, { PAYOUT_DELAY_S: PAYOUT_DELAY_SECONDS });
  cleanups.push(() => stopApi(api.child));
  const cookie = await signIn(api.url, ADMIN_SEED.adminEmail, ADMIN_SEED.password);
  const calls: [label: string, path: string][] = [
    ['/stats/admin', '/stats/admin'],
    ['/wallets', '/wallets'],
    ['/wallets?page=500', '/wallets?page=500'],
    [`/wallets?search=${SEARCH_FRAGMENT}`, `/wallets?search=${SEARCH_FRAGMENT}`],
    ['/wallets?status=blocked', '/wallets?status=blocked'],
    ['/wallets?sortBy=balance&sortOrder=asc', '/wallets?sortBy=balance&sortOrder=asc'],
    ['/users', '/users'],
    [`/users?search=${SEARCH_FRAGMENT}`, `/users?search=${SEARCH_FRAGMENT}`],
    ['/users?role=agent', '/users?role=agent'],
    [`/users?ids=<${IDS_COUNT} ids>`, `/users?ids=${ids.join(',')}`],
    ['/transactions', '/transactions'],
    ['/transactions?type=withdraw&status=pending', '/transactions?type=withdraw&status=pending'],
    ['/transactions?userId=<busiest user>', `/transactions?userId=${seed.busyUserId}`],
    ['/transactions?type=send', '/transactions?type=send'],
    ['/transactions?page=1000', '/transactions?page=1000'],
    // Halfway down the million: the page starts on the day the journals' roll-up places it.
    ['/transactions?page=50000', '/transactions?page=50000'],
    ['/audit', '/audit'],
  ];
  return {
    async runRepeat(rows) {
      for (const [label, path] of calls) {
        const result = await runSequential({
          baseUrl: api.url,
          request: { path: `${API_PREFIX}${path}`, method: 'GET', headers: { Cookie: cookie } },
          warmups: settings.warmups,
          count: settings.requests,
          expectedStatus: 200,
        });
        const row = rows.find((candidate) => candidate.label === label);
        if (row === undefined) rows.push({ label, results: [result], ...countsOf(result.lastBody) });
        else row.results.push(result);
      }
    },
  };
}
