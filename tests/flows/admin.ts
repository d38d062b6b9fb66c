// Admin steps the browser specs share: people and money seeded through the REST api, the admin's REST reads that
// expected figures are computed from (docs/admin.md), and the admin area's pages.
import { expect, type Locator, type Page } from '@playwright/test';
import type {
  AdminTransactionPageJson,
  AdminUserJson,
  UserJson,
  UserPageJson,
} from '@wallet/common/admin-json';
import { centsToDollars, dollarsToCents, formatCents } from '@wallet/common/money';
import type { TransactionStatus } from '@wallet/common/wallet';
import type { TransactionJson, WalletJson } from '@wallet/common/wallet-json';
import { PAGE_SIZE_MAX } from '@wallet/common/constants';
import { waitForCode } from '../setup/mailbox';
import { DEMO_ADMIN, DEMO_PASSWORD, signInWithForm, uniqueEmail, type NewAccount } from './accounts';

/** A person seeded through the api, with a session cookie when they can sign in (users; agents once approved). */
export interface SeededPerson extends NewAccount {
  role: 'user' | 'agent';
  walletId: string;
  cookie: string;
}

/** The envelope of every REST answer (DESIGN.md §5). */
interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Calls the REST api; answers the status and the envelope, whatever the status. */
export async function callApi<T>(
  apiUrl: string,
  path: string,
  options: { cookie?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T>; cookies: string[] }> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Envelope<T>,
    cookies: response.headers.getSetCookie(),
  };
}

/** Calls the REST api and answers `data`; any status but 2xx throws with the api's message. */
export async function apiData<T>(
  apiUrl: string,
  path: string,
  options: { cookie?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await callApi<T>(apiUrl, path, options);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${options.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.body.message}`);
  }
  return answer.body.data;
}

/** Signs in on the REST api and returns the "Cookie" header of the session. */
export async function apiSession(apiUrl: string, email: string, password: string): Promise<string> {
  const answer = await callApi(apiUrl, '/auth/login', { method: 'POST', body: { email, password } });
  const cookie = answer.cookies.find((value) => value.startsWith('wallet_session='));
  if (answer.status !== 200 || !cookie) {
    throw new Error(`signing in ${email} failed: ${answer.status} ${answer.body.message}`);
  }
  return cookie.split(';')[0] ?? '';
}

const adminSessions = new Map<string, Promise<string>>();

/**
 * The demo admin's session on the api, signed in once per worker and api: every sign-in of one account counts
 * toward its burst limit, and the specs of a run share that account.
 */
export function adminApiSession(apiUrl: string): Promise<string> {
  let session = adminSessions.get(apiUrl);
  if (!session) {
    session = apiSession(apiUrl, DEMO_ADMIN, DEMO_PASSWORD);
    adminSessions.set(apiUrl, session);
  }
  return session;
}

/**
 * Registers a person on the api and confirms the e-mail with the code that arrives over SMTP. A user is signed
 * in at once; an agent cannot be before an admin approves them (cookie '' until then).
 */
export async function seedPerson(
  apiUrl: string,
  adminCookie: string,
  options: { name: string; role: 'user' | 'agent'; password?: string },
): Promise<SeededPerson> {
  const account = {
    name: options.name,
    email: uniqueEmail(`admin-e2e-${options.role}`),
    password: options.password ?? 'Str0ng!pass1',
  };
  const user = await apiData<UserJson>(apiUrl, '/auth/register', {
    method: 'POST',
    body: { ...account, phone: '01712345678', role: options.role },
  });
  const sentAt = new Date(Date.now() - 1000);
  await apiData(apiUrl, '/auth/resend-verification', { method: 'POST', body: { email: account.email } });
  const otp = await waitForCode(account.email, sentAt);
  await apiData(apiUrl, '/auth/verify-email', { method: 'POST', body: { email: account.email, otp } });
  const cookie = options.role === 'user' ? await apiSession(apiUrl, account.email, account.password) : '';
  const seen = await apiData<AdminUserJson>(apiUrl, `/users/${user._id}`, { cookie: adminCookie });
  if (!seen.wallet) throw new Error(`${account.name} has no wallet`);
  return { id: user._id, role: options.role, walletId: seen.wallet._id, cookie, ...account };
}

/**
 * A user of the spec's own, seeded on the api and signed in with the form, on their dashboard: every sign-in of a
 * demo account counts toward one burst limit that all the specs of a run share.
 */
export async function signInAsNewUser(page: Page, apiUrl: string, name: string): Promise<SeededPerson> {
  const person = await seedPerson(apiUrl, await adminApiSession(apiUrl), { name, role: 'user' });
  await signInWithForm(page, person.email, person.password);
  await expect(page).toHaveURL('/user/overview');
  return person;
}

/** Add money (a deposit) as the signed-in person; answers the wallet after it. */
export async function depositOnApi(apiUrl: string, cookie: string, amountCents: number): Promise<WalletJson> {
  const result = await apiData<{ wallet: WalletJson }>(apiUrl, '/wallets/add-money', {
    cookie,
    method: 'POST',
    body: { amount: centsToDollars(amountCents) },
  });
  return result.wallet;
}

/** Send money as the signed-in user; answers the movement. */
export async function sendOnApi(
  apiUrl: string,
  cookie: string,
  receiverId: string,
  amountCents: number,
): Promise<TransactionJson> {
  const result = await apiData<{ transaction: TransactionJson }>(apiUrl, '/wallets/send-money', {
    cookie,
    method: 'POST',
    body: { receiverId, amount: centsToDollars(amountCents) },
  });
  return result.transaction;
}

/** Withdraw as the signed-in user; answers the (pending) movement. */
export async function withdrawOnApi(
  apiUrl: string,
  cookie: string,
  amountCents: number,
  method: 'bank' | 'card',
): Promise<TransactionJson> {
  const result = await apiData<{ transaction: TransactionJson }>(apiUrl, '/wallets/withdraw', {
    cookie,
    method: 'POST',
    body: { amount: centsToDollars(amountCents), method },
  });
  return result.transaction;
}

/** Cancels the signed-in user's pending withdrawal (refunded with its fee). */
export async function cancelWithdrawalOnApi(
  apiUrl: string,
  cookie: string,
  transactionId: string,
): Promise<void> {
  await apiData(apiUrl, `/transactions/${transactionId}/cancel`, { cookie, method: 'PATCH' });
}

/** A query string of the given parameters, those without a value left out. */
export function queryOf(parameters: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Every row of a paginated admin list, read page by page at the largest page size. */
async function everyRow<T>(
  apiUrl: string,
  cookie: string,
  path: string,
  parameters: Record<string, string | undefined> = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiData<{ data: T[]; pagination: { totalPages: number } }>(
      apiUrl,
      `${path}${queryOf({ ...parameters, page, limit: PAGE_SIZE_MAX })}`,
      { cookie },
    );
    rows.push(...answer.data);
    if (page >= answer.pagination.totalPages) return rows;
  }
}

/** The admin lists of docs/admin.md, read on the api to compare the screens with. */
export const adminReads = {
  users: (apiUrl: string, cookie: string, parameters: Record<string, string | undefined> = {}) =>
    apiData<UserPageJson>(apiUrl, `/users${queryOf(parameters)}`, { cookie }),
  user: (apiUrl: string, cookie: string, userId: string) =>
    apiData<AdminUserJson>(apiUrl, `/users/${userId}`, { cookie }),
  transactions: (apiUrl: string, cookie: string, parameters: Record<string, string | undefined> = {}) =>
    apiData<AdminTransactionPageJson>(apiUrl, `/transactions${queryOf(parameters)}`, { cookie }),
};

/** A figure of the overview: how many in all, this calendar month and last. */
export interface ExpectedTrend {
  total: number;
  thisMonth: number;
  lastMonth: number;
  /** round((this − last) / last × 100) half away from zero; null when last month is 0. */
  changePercent: number | null;
}

/** The admin overview as the test computes it from the lists (amounts in cents). */
export interface ExpectedOverview {
  totalUsers: ExpectedTrend;
  totalAgents: ExpectedTrend;
  transactionCount: ExpectedTrend;
  totalVolumeCents: ExpectedTrend;
  last30Days: { transactionCount: number; volumeCents: number; completionRate: number };
  /** Since midnight of the time zone: every movement, and the completed ones' amounts. */
  today: { transactionCount: number; volumeCents: number };
  activeUsers: number;
  recentTransactions: TransactionJson[];
}

/** a / b × 100 rounded half away from zero, for integers (b > 0). */
export function roundedPercent(part: number, whole: number): number {
  const magnitude = Math.floor((200 * Math.abs(part) + whole) / (2 * whole));
  return part < 0 ? -magnitude : magnitude;
}

/** "2025-03-14" for an instant, in the time zone months and days are counted in. */
function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(instant)
    .slice(0, 10);
}

/** Today, the month, last month and the day 30 days before today, as "YYYY-MM" / "YYYY-MM-DD" in the time zone. */
function calendarBounds(now: Date, timeZone: string) {
  const today = calendarDay(now, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const asText = (date: Date) => date.toISOString().slice(0, 10);
  return {
    today,
    thisMonth: today.slice(0, 7),
    lastMonth: asText(new Date(Date.UTC(year, month - 2, 1))).slice(0, 7),
    windowStartDay: asText(new Date(Date.UTC(year, month - 1, day - 30))),
  };
}

/** Counts (or sums with `weight`) the rows in total, this month and last month. */
function trendOf<T>(
  rows: readonly T[],
  createdAt: (row: T) => string,
  timeZone: string,
  bounds: { thisMonth: string; lastMonth: string },
  weight: (row: T) => number = () => 1,
): ExpectedTrend {
  let total = 0;
  let thisMonth = 0;
  let lastMonth = 0;
  for (const row of rows) {
    const value = weight(row);
    const month = calendarDay(new Date(createdAt(row)), timeZone).slice(0, 7);
    total += value;
    if (month === bounds.thisMonth) thisMonth += value;
    if (month === bounds.lastMonth) lastMonth += value;
  }
  return {
    total,
    thisMonth,
    lastMonth,
    changePercent: lastMonth === 0 ? null : roundedPercent(thisMonth - lastMonth, lastMonth),
  };
}

/**
 * The overview's figures computed from every account and every movement the admin lists answer (docs/admin.md
 * "Admin figures"), not from /stats/admin itself.
 */
export async function expectedOverview(
  apiUrl: string,
  cookie: string,
  timeZone = process.env.TZ_LIMITS ?? 'UTC',
): Promise<ExpectedOverview> {
  const now = new Date();
  const [users, agents, movements] = await Promise.all([
    everyRow<AdminUserJson>(apiUrl, cookie, '/users', { role: 'user' }),
    everyRow<AdminUserJson>(apiUrl, cookie, '/users', { role: 'agent' }),
    everyRow<TransactionJson>(apiUrl, cookie, '/transactions'),
  ]);
  const bounds = calendarBounds(now, timeZone);
  const created = (row: { createdAt: string }) => row.createdAt;
  const completedCents = (row: TransactionJson) =>
    row.status === 'completed' ? dollarsToCents(row.amount) : 0;
  const recent = movements.filter(
    (row) => calendarDay(new Date(row.createdAt), timeZone) >= bounds.windowStartDay,
  );
  const recentCompleted = recent.filter((row) => row.status === 'completed');
  const today = movements.filter((row) => calendarDay(new Date(row.createdAt), timeZone) === bounds.today);
  return {
    totalUsers: trendOf(users, created, timeZone, bounds),
    totalAgents: trendOf(agents, created, timeZone, bounds),
    transactionCount: trendOf(movements, created, timeZone, bounds),
    totalVolumeCents: trendOf(movements, created, timeZone, bounds, completedCents),
    last30Days: {
      transactionCount: recent.length,
      volumeCents: recentCompleted.reduce((sum, row) => sum + dollarsToCents(row.amount), 0),
      completionRate: recent.length === 0 ? 0 : roundedPercent(recentCompleted.length, recent.length),
    },
    today: {
      transactionCount: today.length,
      volumeCents: today.reduce((sum, row) => sum + completedCents(row), 0),
    },
    activeUsers: [...users, ...agents].filter((person) => person.isEmailVerified && person.isApproved).length,
    recentTransactions: movements.slice(0, 5),
  };
}

const counts = new Intl.NumberFormat('en-US');

/** A count as the overview writes it ("1,204"). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** The line under an overview card (DESIGN.md §9 item 2): the change against last month, or what this month added. */
export function trendText(trend: ExpectedTrend, format: (value: number) => string): string {
  const percent = trend.changePercent;
  if (percent === null) {
    return trend.thisMonth === 0
      ? 'None this month or last month'
      : `+${format(trend.thisMonth)} this month, none last month`;
  }
  if (percent === 0) return 'No change from last month';
  return percent > 0 ? `+${percent}% from last month` : `${percent}% from last month`;
}

/** What the overview must show for these figures: each card's figure and trend, and the Platform Summary. */
export function overviewTexts(expected: ExpectedOverview): {
  cards: Record<string, [string, string]>;
  summary: Record<string, string>;
} {
  const card = (trend: ExpectedTrend, format: (value: number) => string): [string, string] => [
    format(trend.total),
    trendText(trend, format),
  ];
  return {
    cards: {
      'Total Users': card(expected.totalUsers, formatCount),
      'Total Agents': card(expected.totalAgents, formatCount),
      'Transaction Count': card(expected.transactionCount, formatCount),
      'Total Volume': card(expected.totalVolumeCents, formatCents),
    },
    summary: {
      'Recent Transactions': formatCount(expected.last30Days.transactionCount),
      'Recent Volume': formatCents(expected.last30Days.volumeCents),
      'Completion Rate': `${expected.last30Days.completionRate}%`,
      'Active Users': formatCount(expected.activeUsers),
      'Transactions Today': formatCount(expected.today.transactionCount),
      'Volume Today': formatCents(expected.today.volumeCents),
    },
  };
}

export const ADMIN_PAGES = {
  Overview: '/admin/overview',
  'All Wallets': '/admin/all-wallets',
  'All Users': '/admin/all-users',
  'Manage agents': '/admin/agent-block-unblock',
  'All Transactions': '/admin/all-transaction',
  Ledger: '/admin/ledger',
  'Update Profile': '/admin/update-user',
} as const;
export type AdminPage = keyof typeof ADMIN_PAGES;

/** The pages' own headings, to know the page is there before checking it. */
const headings: Readonly<Record<AdminPage, string>> = {
  Overview: 'Welcome back!',
  'All Wallets': 'All Wallets',
  'All Users': 'All Users',
  'Manage agents': 'Manage agents',
  'All Transactions': 'All Transactions',
  Ledger: 'Ledger',
  'Update Profile': 'Update Profile',
};

/** Opens a page of the admin area from the sidebar, as a person would (the app keeps its cache). */
export async function openAdminPage(page: Page, name: AdminPage): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin dashboard' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(ADMIN_PAGES[name]);
  await expect(page.getByRole('heading', { level: 1, name: headings[name] })).toBeVisible();
}

/** The first cell of every body row of a table: the person or the movement each row is about. */
export function firstCells(table: Locator): Locator {
  return table.locator('tbody tr > td:first-child');
}

/** "$20.00 · 1 transaction", as the admin's details write what a wallet spent. */
export function spentText(amount: number, count: number): string {
  return `${formatCents(dollarsToCents(amount))} · ${formatCount(count)} ${count === 1 ? 'transaction' : 'transactions'}`;
}

/** "Completed", "Pending", "Failed", "Cancelled": a status as the screens write it. */
export function statusLabel(status: TransactionStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
