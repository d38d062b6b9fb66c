// The HTTP behaviour every route shares: envelope, errors for bad requests, security headers, request ids, access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createAppDependencies } from '../dependencies';
import { createLogger } from '../logger';
import { REQUEST_BODY_LIMIT_BYTES } from './json-body';
import type { TestApi } from '../test/harness';
import { startTestApi } from '../test/harness';
import { listRoutes } from './access';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

async function call(path: string, init?: RequestInit) {
  const response = await fetch(api.apiUrl(path), init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown };
}

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question about fees.',
};

describe('the envelope', () => {
  it.each([
    ['GET', '/healthz', undefined, 200],
    ['GET', '/readyz', undefined, 200],
    ['GET', '/stats/public', undefined, 200],
    ['POST', '/contact', JSON.stringify(validContact), 201],
    ['POST', '/contact', JSON.stringify({}), 400],
    ['GET', '/nowhere', undefined, 404],
    ['POST', '/contact', '{"firstName":', 400],
  ])('when %s %s is called, then the answer is a JSON envelope', async (method, path, body, status) => {
    const response = await call(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(response.body as object).sort()).toEqual(['data', 'message', 'success']);
    expect((response.body as { success: boolean }).success).toBe(status < 400);
  });
});

describe('bad requests', () => {
  it('when a route does not exist, then 404 names the method and path', async () => {
    const response = await call('/no/such/thing?x=1');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      message: 'Route not found: GET /api/v1/no/such/thing',
      data: { code: 'NOT_FOUND' },
    });
  });

  it('when a path outside /api/v1 is asked for, then it is a 404 envelope too', async () => {
    const response = await fetch(`${api.url}/`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Route not found: DELETE /' });
  });

  it('when a known path is called with another method, then it is a 404', async () => {
    const response = await call('/contact');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Route not found: GET /api/v1/contact' });
  });

  it('when OPTIONS is sent to a known path, then it is a 404 envelope rather than a plain-text method list', async () => {
    const response = await call('/healthz', { method: 'OPTIONS' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      success: false,
      message: 'Route not found: OPTIONS /api/v1/healthz',
    });
  });

  it('when the body is malformed JSON, then 400 says so', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": "Ada",',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Malformed JSON in request body',
      data: { code: 'BAD_REQUEST' },
    });
  });

  it.each([['123'], ['"Ada"'], ['   ']])(
    'when the body is %s (no object or array at the top), then 400 says the JSON is malformed',
    async (body) => {
      const response = await call('/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Malformed JSON in request body' });
    },
  );

  it('when the JSON starts with a byte order mark, then it is accepted', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `\ufeff${JSON.stringify(validContact)}`,
    });
    expect(response.status).toBe(201);
  });

  it('when the body is JSON but not an object, then 400 says so', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1, 2]',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Request body must be a JSON object' });
  });

  it.each([
    ['text/plain', 'firstName=Ada'],
    ['application/x-www-form-urlencoded', 'firstName=Ada'],
    ['', '{"firstName":"Ada"}'],
  ])('when the body is sent as "%s", then 415 asks for JSON', async (contentType, body) => {
    const response = await call('/contact', {
      method: 'POST',
      headers: contentType === '' ? {} : { 'Content-Type': contentType },
      body: contentType === '' ? new Blob([body]) : body,
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      success: false,
      message: 'Content-Type must be application/json',
      data: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('when JSON is sent with a charset, then it is accepted', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(validContact),
    });
    expect(response.status).toBe(201);
  });

  it('when the body is over 100 kB, then 413 says so', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validContact, message: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      message: 'Request body is too large (limit 100 kB)',
      data: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('when the path has a broken percent-encoding, then it is a 4xx envelope, not a 500', async () => {
    const response = await call('/contact/%E0%A4%A');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toMatchObject({ success: false });
  });

  it('when an error answer is sent, then it carries no stack trace', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(response.text).not.toContain('SyntaxError');
  });
});

describe('headers', () => {
  it('when any answer is sent, then the security headers are on it', async () => {
    for (const path of ['/healthz', '/nowhere']) {
      const { headers } = await call(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-powered-by')).toBeNull();
      // Not production: HSTS would pin a local browser to HTTPS.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('when the api runs in production, then HSTS is sent', async () => {
    const production = await startTestApi({ env: { NODE_ENV: 'production' } });
    try {
      const response = await fetch(production.apiUrl('/healthz'));
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await production.close();
    }
  });

  it('when no request id is sent, then a fresh UUID is given back', async () => {
    const first = (await call('/healthz')).headers.get('x-request-id');
    const second = (await call('/healthz')).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('when a sane request id is sent, then it is echoed back', async () => {
    const { headers } = await call('/nowhere', { headers: { 'X-Request-Id': 'bff-7f3a.12:34_x' } });
    expect(headers.get('x-request-id')).toBe('bff-7f3a.12:34_x');
  });

  it.each([['a'.repeat(65)], ['two words'], ['<script>'], ['id\tx']])(
    'when the request id "%s" is sent, then it is replaced by a fresh one',
    async (incoming) => {
      const { headers } = await call('/healthz', { headers: { 'X-Request-Id': incoming } });
      expect(headers.get('x-request-id')).not.toBe(incoming);
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('access', () => {
  it('when every route is walked, then each declares who may call it', async () => {
    const resources = await createAppDependencies(api.config, api.db, createLogger({ logLevel: 'silent' }));
    try {
      const routes = listRoutes(createApp(resources.dependencies));
      expect(routes.map(({ method, path, access }) => `${method} ${path} ${String(access)}`).sort()).toEqual([
        'DELETE /api/v1/money-requests/blocked/:userId user',
        'GET /api/v1/audit admin',
        'GET /api/v1/disputes signed-in',
        'GET /api/v1/events signed-in',
        'GET /api/v1/healthz public',
        'GET /api/v1/ledger/checks admin',
        'GET /api/v1/ledger/summary admin',
        'GET /api/v1/money-requests user',
        'GET /api/v1/money-requests/blocked user',
        'GET /api/v1/readyz public',
        'GET /api/v1/reversals admin',
        'GET /api/v1/settings signed-in',
        'GET /api/v1/stats/admin admin',
        'GET /api/v1/stats/agent agent',
        'GET /api/v1/stats/public public',
        'GET /api/v1/transactions admin',
        'GET /api/v1/transactions/:id signed-in',
        'GET /api/v1/transactions/my-history user,agent',
        'GET /api/v1/transactions/statement user,agent',
        'GET /api/v1/users admin',
        'GET /api/v1/users/:id admin',
        'GET /api/v1/users/agent-counter/:handle user',
        'GET /api/v1/users/me signed-in',
        'GET /api/v1/users/pay/:handle user,agent',
        'GET /api/v1/users/search user,agent',
        'GET /api/v1/wallets admin',
        'GET /api/v1/wallets/my-wallet user,agent',
        'GET /api/v1/withdrawals/policy public',
        'PATCH /api/v1/disputes/:id admin',
        'PATCH /api/v1/reversals/:id/approve admin',
        'PATCH /api/v1/reversals/:id/reject admin',
        'PATCH /api/v1/settings/notifications signed-in',
        'PATCH /api/v1/transactions/:id/cancel signed-in',
        'PATCH /api/v1/users/approve-agent/:id admin',
        'PATCH /api/v1/users/suspend-agent/:id admin',
        'PATCH /api/v1/users/update signed-in',
        'PATCH /api/v1/wallets/block/:walletId admin',
        'PATCH /api/v1/wallets/personal-limits user',
        'POST /api/v1/auth/change-password signed-in',
        'POST /api/v1/auth/forgot-password public',
        'POST /api/v1/auth/login public',
        'POST /api/v1/auth/logout public',
        'POST /api/v1/auth/register public',
        'POST /api/v1/auth/resend-verification public',
        'POST /api/v1/auth/reset-password public',
        'POST /api/v1/auth/verify-email public',
        'POST /api/v1/contact public',
        'POST /api/v1/disputes user,agent',
        'POST /api/v1/ledger/checks admin',
        'POST /api/v1/money-requests user',
        'POST /api/v1/money-requests/:id/cancel user',
        'POST /api/v1/money-requests/:id/decline user',
        'POST /api/v1/money-requests/:id/pay user',
        'POST /api/v1/money-requests/blocked user',
        'POST /api/v1/reversals admin',
        'POST /api/v1/settings/two-factor/disable signed-in',
        'POST /api/v1/settings/two-factor/enable signed-in',
        'POST /api/v1/settings/two-factor/setup signed-in',
        'POST /api/v1/users/me/close signed-in',
        'POST /api/v1/wallets/add-money signed-in',
        'POST /api/v1/wallets/cash-out signed-in',
        'POST /api/v1/wallets/cash-out-code user',
        'POST /api/v1/wallets/freeze user',
        'POST /api/v1/wallets/send-money user',
        'POST /api/v1/wallets/unfreeze user',
        'POST /api/v1/wallets/withdraw user',
      ]);
      expect(routes.filter((route) => route.access === undefined)).toEqual([]);
    } finally {
      await resources.close();
    }
  });
});
