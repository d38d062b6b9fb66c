// The admin section of `npm run bench`: each admin list and the admin figures, timed one request after another,
// against the seeded database of 100,000 accounts and 1,000,000 journals (seed-admin.ts).
import pg from 'pg';
import { API_PREFIX, signIn, startApi, stopApi } from './api-process';
import { runSequential } from './http-load';
import type { SequentialResult } from './http-load';
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
}

interface AdminRow {
  label: string;
  result: SequentialResult;
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

function printAdminTable(rows: AdminRow[], settings: AdminBenchSettings): void {
  const header = ['GET', 'p50 ms', 'p99 ms', 'rows', 'total'];
  const lines = rows.map(({ label, result, rows: count, total }) => [
    label,
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    count === undefined ? '-' : String(count),
    total === undefined ? '-' : String(total),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(
    `\nAdmin calls on ${ADMIN_SEED.accounts} accounts and ${ADMIN_SEED.journals} journals, ` +
      `${settings.requests} sequential requests each after ${settings.warmups} warm-ups\n`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/** Seeds (or reuses) the admin database, starts the api on it, signs in as an admin and times each call. */
export async function runAdminBench(
  settings: AdminBenchSettings,
  cleanups: (() => Promise<void>)[],
): Promise<void> {
  const seed = await seedAdminDatabase({ serverUrl: settings.serverUrl, reseed: settings.reseed });
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
    ['/users?role=agent', '/users?role=agent'],
    [`/users?ids=<${IDS_COUNT} ids>`, `/users?ids=${ids.join(',')}`],
    ['/transactions', '/transactions'],
    ['/transactions?type=withdraw&status=pending', '/transactions?type=withdraw&status=pending'],
    ['/transactions?userId=<busiest user>', `/transactions?userId=${seed.busyUserId}`],
    ['/transactions?page=1000', '/transactions?page=1000'],
    ['/audit', '/audit'],
  ];
  const rows: AdminRow[] = [];
  for (const [label, path] of calls) {
    console.log(`bench: GET ${label}`);
    const result = await runSequential({
      baseUrl: api.url,
      request: { path: `${API_PREFIX}${path}`, method: 'GET', headers: { Cookie: cookie } },
      warmups: settings.warmups,
      count: settings.requests,
      expectedStatus: 200,
    });
    rows.push({ label, result, ...countsOf(result.lastBody) });
  }
  await stopApi(api.child);
  printAdminTable(rows, settings);
}
