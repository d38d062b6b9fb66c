// The route walk finds routes in nested routers and reports any that declares no access.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { access, listRoutes, mountedAt } from './access';

describe('listRoutes', () => {
  it('when a route lacks the access marker, then the walk reports it without access', () => {
    const app = express();
    const api = mountedAt(express.Router(), '/api/v1');
    const domain = express.Router();
    domain.get('/open', access('public'), (_request, response) => {
      response.end();
    });
    domain.post('/forgotten', (_request, response) => {
      response.end();
    });
    api.use(domain);
    app.use('/api/v1', api);

    expect(listRoutes(app)).toEqual([
      { method: 'GET', path: '/api/v1/open', access: 'public' },
      { method: 'POST', path: '/api/v1/forgotten', access: undefined },
    ]);
  });
});
