// access(): the route walk finds every route and its rule; signed-in and role rules are enforced on the server.
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../people/user';
import { AppError } from './app-error';
import { access, authentication, listRoutes, mountedAt, signedIn } from './access';
import { errorHandler } from './error-handler';
import { createLogger } from '../logger';
import { requestLogging } from './request-logging';

describe('listRoutes', () => {
  it('when a route lacks the access marker, then the walk reports it without access', () => {
    const app = express();
    const api = mountedAt(express.Router(), '/api/v1');
    const domain = express.Router();
    domain.get('/open', access('public'), (_request, response) => {
      response.end();
    });
    domain.get('/mine', access('signed-in'), (_request, response) => {
      response.end();
    });
    domain.patch('/admins', access(['admin']), (_request, response) => {
      response.end();
    });
    domain.post('/forgotten', (_request, response) => {
      response.end();
    });
    api.use(domain);
    app.use('/api/v1', api);

    expect(listRoutes(app)).toEqual([
      { method: 'GET', path: '/api/v1/open', access: 'public' },
      { method: 'GET', path: '/api/v1/mine', access: 'signed-in' },
      { method: 'PATCH', path: '/api/v1/admins', access: ['admin'] },
      { method: 'POST', path: '/api/v1/forgotten', access: undefined },
    ]);
  });
});

describe('enforcement', () => {
  let server: ReturnType<express.Express['listen']>;
  let baseUrl: string;
  const people: Record<string, User> = {};

  const person = (role: User['role'], isApproved = true): User => ({
    id: `id-${role}`,
    name: role,
    email: `${role}@example.com`,
    phone: '',
    role,
    isEmailVerified: true,
    isApproved,
    closedAt: null,
    notifyTransactions: true,
    notifySecurity: true,
    notifyMarketing: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  /** A stand-in for sessions: the X-Test-Person header names who is calling. */
  const authenticate = (request: Request) => {
    const name = request.get('x-test-person');
    const user = name === undefined ? undefined : people[name];
    if (user === undefined) return Promise.reject(new AppError(401, 'You are not signed in'));
    return Promise.resolve({ user, sessionId: `session-${name}` });
  };

  beforeAll(async () => {
    people.user = person('user');
    people.agent = person('agent');
    people.admin = person('admin');
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'silent' })));
    app.use(authentication(authenticate));
    const reply = (request: Request, response: express.Response) => {
      response.json({ who: signedIn(request).user.role, session: signedIn(request).sessionId });
    };
    app.get('/open', access('public'), (_request, response) => {
      response.json({ who: 'anyone' });
    });
    app.get('/mine', access('signed-in'), reply);
    app.get('/admins', access(['admin']), reply);
    app.get('/staff', access(['agent', 'admin']), reply);
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function call(path: string, who?: string) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: who === undefined ? {} : { 'X-Test-Person': who },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('when a public route is called by anyone, then it answers', async () => {
    expect(await call('/open')).toEqual({ status: 200, body: { who: 'anyone' } });
  });

  it('when a signed-in route is called without a person, then 401', async () => {
    expect((await call('/mine')).status).toBe(401);
  });

  it('when a signed-in route is called by any role, then the route sees that person', async () => {
    for (const role of ['user', 'agent', 'admin']) {
      expect(await call('/mine', role)).toEqual({
        status: 200,
        body: { who: role, session: `session-${role}` },
      });
    }
  });

  it('when a role route is called by another role, then 403 "You do not have permission to perform this action"', async () => {
    for (const role of ['user', 'agent']) {
      expect(await call('/admins', role)).toEqual({
        status: 403,
        body: {
          success: false,
          message: 'You do not have permission to perform this action',
          data: { code: 'FORBIDDEN' },
        },
      });
    }
    expect((await call('/staff', 'user')).status).toBe(403);
  });

  it('when a role route is called by a listed role, then it answers', async () => {
    expect((await call('/admins', 'admin')).status).toBe(200);
    expect((await call('/staff', 'agent')).status).toBe(200);
    expect((await call('/staff', 'admin')).status).toBe(200);
  });

  it('when a role route is called without a person, then 401 comes before any role check', async () => {
    expect((await call('/admins')).status).toBe(401);
  });
});
