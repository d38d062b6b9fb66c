// The Express app, apart from any listener: middleware in order, every route under /api/v1, one error handler.
import express from 'express';
import type { Config } from './config';
import { contactRoutes } from './contact/contact.routes';
import type { Database } from './db/database';
import { healthRoutes } from './health/health.routes';
import { mountedAt } from './http/access';
import { errorHandler, noAutomaticOptions, routeNotFound } from './http/error-handler';
import { jsonBody } from './http/json-body';
import { requestLogging } from './http/request-logging';
import { noStore, securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { statsRoutes } from './stats/stats.routes';

export const API_PREFIX = '/api/v1';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
}

export function createApp({ config, db, logger }: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  app.use(noStore);
  app.use(jsonBody());
  app.use(noAutomaticOptions);

  const api = mountedAt(express.Router(), API_PREFIX);
  api.use(healthRoutes({ db, startedAt: Date.now() }));
  api.use(contactRoutes({ db }));
  api.use(statsRoutes({ db }));
  app.use(API_PREFIX, api);

  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}
