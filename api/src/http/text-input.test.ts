// The text rule (docs/input.md) on every route: a NUL byte in any text field, query parameter or path parameter is a
// 400 naming it, and nothing is written; text is stored in NFC; multi-line fields keep their line breaks.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@wallet/common/auth';
import { contactMessages, users } from '../db/schema';
import { createApp } from '../app';
import { createAppDependencies } from '../dependencies';
import { rowsOf } from '../ledger/sql-rows';
import { createLogger } from '../logger';
import { callJson, STRONG_PASSWORD } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import type { Person } from '../test/money';
import { signedInPerson } from '../test/money';
import { listRoutes } from './access';

const NUL = '\u0000';

interface RouteCase {
  method: string;
  /** The route as Express names it, e.g. /transactions/:id. */
  route: string;
  /** Who calls it, so that without the rule the request would reach the route's own code. */
  as?: Role;
  /** A body the route would take, each of its text fields filled. */
  body?: Record<string, unknown>;
  /** The query parameters the route reads, each with a value it would take. */
  query?: Record<string, string>;
}

const id = randomUUID();

/** Every route of the api with the text it reads; the first test checks that the list is complete. */
const ROUTES: readonly RouteCase[] = [
  { method: 'GET', route: '/healthz' },
  { method: 'GET', route: '/readyz' },
  { method: 'GET', route: '/stats/public' },
  { method: 'GET', route: '/stats/agent', as: 'agent', query: { period: 'today' } },
  { method: 'GET', route: '/stats/admin', as: 'admin', query: { period: 'today' } },
  {
    method: 'POST',
    route: '/contact',
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '01712345678',
      company: 'Analytical',
      subject: 'Fees',
      message: 'A question.',
    },
  },
  {
    method: 'POST',
    route: '/auth/register',
    body: {
      name: 'Nul Tester',
      email: 'nul@example.com',
      password: STRONG_PASSWORD,
      phone: '01712345678',
      role: 'user',
    },
  },
  {
    method: 'POST',
    route: '/auth/login',
    body: { email: 'nul@example.com', password: STRONG_PASSWORD, twoFactorCode: '123456' },
  },
  { method: 'POST', route: '/auth/resend-verification', body: { email: 'nul@example.com' } },
  { method: 'POST', route: '/auth/verify-email', body: { email: 'nul@example.com', otp: '123456' } },
  { method: 'POST', route: '/auth/forgot-password', body: { email: 'nul@example.com' } },
  {
    method: 'POST',
    route: '/auth/reset-password',
    body: { email: 'nul@example.com', otp: '123456', newPassword: STRONG_PASSWORD },
  },
  {
    method: 'POST',
    route: '/auth/change-password',
    as: 'user',
    body: { currentPassword: STRONG_PASSWORD, newPassword: `${STRONG_PASSWORD}2` },
  },
  { method: 'GET', route: '/settings', as: 'user' },
  { method: 'PATCH', route: '/settings/notifications', as: 'user', body: { receipts: true } },
  { method: 'POST', route: '/settings/two-factor/setup', as: 'user' },
  { method: 'POST', route: '/settings/two-factor/enable', as: 'user', body: { code: '123456' } },
  {
    method: 'POST',
    route: '/settings/two-factor/disable',
    as: 'user',
    body: { password: STRONG_PASSWORD, code: '123456' },
  },
  {
    method: 'GET',
    route: '/users',
    as: 'admin',
    query: { search: 'ada', role: 'user', page: '1', limit: '10' },
  },
  { method: 'GET', route: '/users', as: 'admin', query: { ids: id } },
  { method: 'GET', route: '/users/:id', as: 'admin' },
  { method: 'GET', route: '/users/me', as: 'user' },
  { method: 'GET', route: '/users/pay/:handle', as: 'user' },
  { method: 'GET', route: '/users/agent-counter/:handle', as: 'user' },
  { method: 'GET', route: '/users/search', as: 'user', query: { search: 'ada', limit: '5' } },
  { method: 'PATCH', route: '/users/update', as: 'user', body: { name: 'New Name', phone: '01712345678' } },
  { method: 'PATCH', route: '/users/approve-agent/:id', as: 'admin', body: { reason: 'Checked.' } },
  { method: 'PATCH', route: '/users/suspend-agent/:id', as: 'admin', body: { reason: 'Checked.' } },
  {
    method: 'GET',
    route: '/wallets',
    as: 'admin',
    query: { search: 'ada', status: 'all', sortBy: 'balance', sortOrder: 'asc', page: '1', limit: '10' },
  },
  { method: 'GET', route: '/wallets/my-wallet', as: 'user' },
  {
    method: 'PATCH',
    route: '/wallets/block/:walletId',
    as: 'admin',
    body: { isBlocked: true, reason: 'Fraud.' },
  },
  { method: 'POST', route: '/wallets/add-money', as: 'agent', body: { amount: '10.00', userId: id } },
  {
    method: 'POST',
    route: '/wallets/cash-out',
    as: 'agent',
    body: { userId: id, amount: '10.00', code: '123456' },
  },
  { method: 'POST', route: '/wallets/cash-out-code', as: 'user', body: { amount: '10.00' } },
  { method: 'POST', route: '/wallets/send-money', as: 'user', body: { receiverId: id, amount: '10.00' } },
  { method: 'POST', route: '/wallets/freeze', as: 'user' },
  {
    method: 'POST',
    route: '/wallets/unfreeze',
    as: 'user',
    body: { password: STRONG_PASSWORD, twoFactorCode: '123456' },
  },
  { method: 'PATCH', route: '/wallets/personal-limits', as: 'user', body: { dailyAmount: '10.00' } },
  { method: 'POST', route: '/wallets/withdraw', as: 'user', body: { amount: '10.00', method: 'bank' } },
  {
    method: 'GET',
    route: '/transactions',
    as: 'admin',
    query: { type: 'send', status: 'completed', userId: id, page: '1', limit: '10' },
  },
  { method: 'GET', route: '/transactions/:id', as: 'user' },
  {
    method: 'GET',
    route: '/transactions/my-history',
    as: 'user',
    query: { type: 'send', status: 'completed', page: '1', limit: '10' },
  },
  {
    method: 'GET',
    route: '/transactions/statement',
    as: 'user',
    query: { from: '2026-01-01', to: '2026-01-31', type: 'send', status: 'completed' },
  },
  { method: 'PATCH', route: '/transactions/:id/cancel', as: 'user' },
  { method: 'GET', route: '/withdrawals/policy', as: 'user' },
  {
    method: 'POST',
    route: '/money-requests',
    as: 'user',
    body: { payerId: id, amount: '10.00', note: 'Dinner' },
  },
  {
    method: 'GET',
    route: '/money-requests',
    as: 'user',
    query: { direction: 'incoming', status: 'pending', page: '1', limit: '10' },
  },
  { method: 'GET', route: '/money-requests/blocked', as: 'user' },
  { method: 'POST', route: '/money-requests/blocked', as: 'user', body: { userId: id } },
  { method: 'DELETE', route: '/money-requests/blocked/:userId', as: 'user' },
  { method: 'POST', route: '/money-requests/:id/pay', as: 'user' },
  { method: 'POST', route: '/money-requests/:id/decline', as: 'user' },
  { method: 'POST', route: '/money-requests/:id/cancel', as: 'user' },
  {
    method: 'POST',
    route: '/disputes',
    as: 'user',
    body: { transactionId: id, reason: 'other', note: 'Sent twice' },
  },
  {
    method: 'GET',
    route: '/disputes',
    as: 'admin',
    query: { status: 'open', reason: 'other', transactionId: id, page: '1', limit: '10' },
  },
  {
    method: 'PATCH',
    route: '/disputes/:id',
    as: 'admin',
    body: { status: 'investigating', note: 'Looking' },
  },
  {
    method: 'POST',
    route: '/reversals',
    as: 'admin',
    body: { transactionId: id, amount: '10.00', reason: 'Sent by mistake' },
  },
  { method: 'GET', route: '/reversals', as: 'admin', query: { status: 'proposed', page: '1', limit: '10' } },
  { method: 'PATCH', route: '/reversals/:id/approve', as: 'admin', body: { reason: 'Checked' } },
  { method: 'PATCH', route: '/reversals/:id/reject', as: 'admin', body: { reason: 'Not a mistake' } },
  { method: 'GET', route: '/audit', as: 'admin', query: { userId: id, page: '1', limit: '10' } },
  { method: 'GET', route: '/ledger/summary', as: 'admin' },
  { method: 'GET', route: '/ledger/checks', as: 'admin', query: { page: '1', limit: '10' } },
  { method: 'POST', route: '/ledger/checks', as: 'admin' },
  // A NUL in the query is refused before the stream opens; the stream itself reads no text.
  { method: 'GET', route: '/events', as: 'user' },
  // Last: without the rule these would end the user's session or close the account.
  { method: 'POST', route: '/users/me/close', as: 'user', body: { password: STRONG_PASSWORD } },
  { method: 'POST', route: '/auth/logout', as: 'user' },
];

/** One request: the route's path with its parameters filled, the query and the body. */
function requestPath(route: string, query: Record<string, string>, parameter = id): string {
  const path = route.replace(/:\w+/g, encodeURIComponent(parameter));
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Every table's content as one fingerprint per table: any row added, changed or removed shows. */
async function tableFingerprints(api: TestApi): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    api.db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ fingerprint: string }>(
      api.db,
      sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as fingerprint from ${sql.identifier(name)} t`,
    );
    fingerprints[name] = row?.fingerprint ?? '';
  }
  return fingerprints;
}

let api: TestApi;
let people: Record<Role, Person>;

beforeAll(async () => {
  api = await startTestApi();
  people = {
    user: await signedInPerson(api, { role: 'user', name: 'Ada Searchable' }),
    agent: await signedInPerson(api, { role: 'agent' }),
    admin: await signedInPerson(api, { role: 'admin' }),
  };
});

afterAll(async () => {
  await api.close();
});

/** One call of the walk; an answer that is not the JSON envelope (a statement's CSV) is kept as its status and text. */
async function call(
  route: RouteCase,
  path: string,
  body: Record<string, unknown> | undefined,
): Promise<{ status: number; message: string }> {
  const headers: Record<string, string> = { 'Idempotency-Key': randomUUID() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (route.as !== undefined) headers.Cookie = people[route.as].cookie;
  const response = await fetch(api.apiUrl(path), {
    method: route.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  try {
    return { status: response.status, message: (JSON.parse(text) as { message: string }).message };
  } catch {
    return { status: response.status, message: text.slice(0, 40) };
  }
}

describe('a NUL byte on every route', () => {
  it('when the routes are listed, then every route of the api is walked below', async () => {
    const resources = await createAppDependencies(api.config, api.db, createLogger({ logLevel: 'silent' }));
    try {
      const routes = listRoutes(createApp(resources.dependencies)).map(
        ({ method, path }) => `${method} ${path.replace(/^\/api\/v1/, '')}`,
      );
      const walked = new Set(ROUTES.map(({ method, route }) => `${method} ${route}`));

      expect(routes.filter((route) => !walked.has(route))).toEqual([]);
    } finally {
      await resources.close();
    }
  });

  it('when any text field, query parameter or path parameter holds a NUL byte, then it is a 400 naming it and nothing is written', async () => {
    const before = await tableFingerprints(api);
    const answers: string[] = [];
    const expected: string[] = [];
    const record = (what: string, answer: { status: number; message: string }) => {
      answers.push(`${what} → ${answer.status} ${answer.message}`);
    };

    for (const route of ROUTES) {
      const query = route.query ?? {};
      const body = route.body;
      const label = `${route.method} ${route.route}`;
      for (const field of Object.keys(body ?? {}).filter((name) => typeof body?.[name] === 'string')) {
        const answer = await call(route, requestPath(route.route, query), { ...body, [field]: `a${NUL}b` });
        record(`${label} body ${field}`, answer);
        expected.push(`${label} body ${field} → 400 ${field} must not contain control characters`);
      }
      // Every query parameter, the route's own and one it does not read.
      for (const name of [...Object.keys(query), 'unread']) {
        const answer = await call(route, requestPath(route.route, { ...query, [name]: `a${NUL}b` }), body);
        record(`${label} query ${name}`, answer);
        expected.push(`${label} query ${name} → 400 ${name} must not contain control characters`);
      }
      if (route.route.includes(':')) {
        const answer = await call(route, requestPath(route.route, query, `${id}${NUL}`), body);
        record(`${label} path`, answer);
        expected.push(`${label} path → 400 The path must not contain control characters`);
      }
    }

    expect(answers).toEqual(expected);
    expect(await tableFingerprints(api)).toEqual(before);
  });

  it('when a field name holds a control character, then it is a 400 and nothing is written', async () => {
    const before = await tableFingerprints(api);

    const answer = await callJson(api, 'PATCH', '/settings/notifications', {
      cookie: people.user.cookie,
      body: { [`receipts${NUL}`]: true },
    });

    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: 'The request body has a field name that is not plain text',
    });
    expect(await tableFingerprints(api)).toEqual(before);
  });

  it('when a nested field holds an escape character, then the refusal names its path', async () => {
    const answer = await callJson(api, 'POST', '/contact', {
      body: { firstName: 'Ada', extra: { notes: ['fine', 'bad\u001b[31m'] } },
    });

    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: 'extra.notes[1] must not contain control characters',
    });
  });
});

describe('the text rule where it is kept', () => {
  it('when a name arrives decomposed (e + combining acute), then it is stored composed (NFC) and found by the composed spelling', async () => {
    const person = await signedInPerson(api, { role: 'user' });

    const update = await callJson(api, 'PATCH', '/users/update', {
      cookie: person.cookie,
      body: { name: 'Zoe\u0301 Decomposed', phone: '01712345678' },
    });
    const [stored] = await api.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, person.user.id));
    const search = await callJson(api, 'GET', `/users/search?search=${encodeURIComponent('Zoé Decomp')}`, {
      cookie: people.user.cookie,
    });

    expect(update.status).toBe(200);
    expect(stored?.name).toBe('Zoé Decomposed');
    expect(stored?.name).toHaveLength(14);
    expect(JSON.stringify(search.body.data)).toContain('Zoé Decomposed');
  });

  it('when the contact message has CRLF line breaks and a tab, then they are kept, CRLF as LF', async () => {
    const answer = await callJson(api, 'POST', '/contact', {
      body: {
        firstName: 'Multi',
        lastName: 'Line',
        email: 'multi.line@example.com',
        subject: 'Lines',
        message: 'First line\r\n\tindented second line',
      },
    });
    const [stored] = await api.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'multi.line@example.com'));

    expect(answer.status).toBe(201);
    expect(stored?.message).toBe('First line\n\tindented second line');
  });

  it('when a single-line field has a line break inside, then it is refused; at its end it is trimmed as white space', async () => {
    const inside = await callJson(api, 'PATCH', '/users/update', {
      cookie: people.user.cookie,
      body: { name: 'Ada\nSearchable', phone: '01712345678' },
    });
    const atEnd = await callJson(api, 'PATCH', '/users/update', {
      cookie: people.user.cookie,
      body: { name: 'Ada Searchable\n', phone: '01712345678' },
    });

    expect({ status: inside.status, message: inside.body.message }).toEqual({
      status: 400,
      message: 'name must not contain control characters',
    });
    expect(atEnd.status).toBe(200);
    expect(JSON.stringify(atEnd.body.data)).toContain('"name":"Ada Searchable"');
  });

  it('when a text holds a lone UTF-16 surrogate, then it is refused as not valid Unicode', async () => {
    const inBody = await fetch(api.apiUrl('/auth/forgot-password'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a\\ud800@example.com"}',
    });

    expect(await inBody.json()).toMatchObject({
      success: false,
      message: 'email must be valid Unicode text',
    });
    expect(inBody.status).toBe(400);
  });
});
