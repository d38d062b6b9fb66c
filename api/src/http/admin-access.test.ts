// Every admin route (docs/admin.md, and the agent decisions of docs/agents.md) answers 401 signed out and 403 to a
// user or an agent, before it reads a parameter or a body; an admin gets past the guard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@wallet/common/auth';
import type { Person } from '../test/money';
import { signedInPerson } from '../test/money';
import { callJson } from '../test/accounts';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';

let api: TestApi;
let people: Record<'user' | 'agent' | 'admin', Person>;

beforeAll(async () => {
  api = await startTestApi();
  people = {
    user: await signedInPerson(api, { role: 'user' }),
    agent: await signedInPerson(api, { role: 'agent' }),
    admin: await signedInPerson(api, { role: 'admin' }),
  };
});

afterAll(async () => {
  await api.close();
});

/** Method, path (ids made up: the guard answers before anything is looked up) and a body for the writes. */
const ADMIN_ROUTES: readonly [method: string, path: string, body?: unknown][] = [
  ['GET', '/stats/admin'],
  ['GET', '/wallets'],
  ['GET', '/wallets?search=a&status=blocked&sortBy=balance&sortOrder=asc&page=1&limit=5'],
  ['PATCH', `/wallets/block/${randomUUID()}`, { isBlocked: true }],
  ['GET', '/users'],
  ['GET', '/users?role=agent'],
  ['GET', `/users?ids=${randomUUID()},${randomUUID()}`],
  ['GET', `/users/${randomUUID()}`],
  ['GET', '/transactions'],
  ['GET', `/transactions?type=send&userId=${randomUUID()}`],
  ['GET', '/audit'],
  ['GET', `/audit?userId=${randomUUID()}`],
  ['PATCH', `/users/approve-agent/${randomUUID()}`, {}],
  ['PATCH', `/users/suspend-agent/${randomUUID()}`, {}],
];

describe('admin routes', () => {
  it.each(ADMIN_ROUTES)('when %s %s is called signed out, then 401', async (method, path, body) => {
    const answer = await callJson(api, method, path, { body });
    expect({ status: answer.status, success: answer.body.success }).toEqual({ status: 401, success: false });
  });

  it.each(ADMIN_ROUTES)(
    'when %s %s is called by a user or an agent, then 403',
    async (method, path, body) => {
      for (const role of ['user', 'agent'] as const) {
        const answer = await callJson(api, method, path, { body, cookie: people[role].cookie });
        expect({ role, status: answer.status, message: answer.body.message }).toEqual({
          role,
          status: 403,
          message: authMessages.forbidden,
        });
      }
    },
  );

  it.each(ADMIN_ROUTES)(
    'when %s %s is called by an admin, then the route itself answers',
    async (method, path, body) => {
      const answer = await callJson(api, method, path, { body, cookie: people.admin.cookie });
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.body.message).not.toMatch(/^Route not found/);
      expect(answer.status).toBeLessThan(500);
    },
  );

  it('when a malformed query is sent by a user, then it is still 403: the guard comes before the parameters', async () => {
    const answer = await callJson(api, 'GET', '/wallets?limit=0', { cookie: people.user.cookie });
    expect(answer.status).toBe(403);
  });
});
