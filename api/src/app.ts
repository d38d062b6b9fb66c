// The Express app, apart from any listener: middleware in order, every route under /api/v1, one error handler.
import cookieParser from 'cookie-parser';
import express from 'express';
import type { RequestHandler } from 'express';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { ledgerRoutes } from './books/ledger.routes';
import { contactRoutes } from './contact/contact.routes';
import type { AppDependencies } from './dependencies';
import { healthRoutes } from './health/health.routes';
import { authentication, mountedAt } from './http/access';
import { crossOrigin } from './http/cors';
import { errorHandler, noAutomaticOptions, routeNotFound } from './http/error-handler';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency/idempotency-key';
import { jsonBody } from './http/json-body';
import { eventsRoutes } from './live/events.routes';
import { disputesRoutes } from './disputes/disputes.routes';
import { moneyRequestsRoutes } from './requests/money-requests.routes';
import { reversalsRoutes } from './reversals/reversals.routes';
import { REQUEST_ID_HEADER, requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { textInput } from './http/text-input';
import { sessionAuthenticator } from './sessions/sessions';
import { settingsRoutes } from './settings/settings.routes';
import { statsRoutes } from './stats/stats.routes';
import { transactionsRoutes } from './transactions/transactions.routes';
import { usersRoutes } from './users/users.routes';
import { walletsRoutes } from './wallets/wallets.routes';
import { withdrawalsRoutes } from './withdrawals/withdrawals.routes';

export const API_PREFIX = '/api/v1';

/** `requestMetrics`: with METRICS=1, counts and times every request (metrics/api-metrics.ts). */
export function createApp(dependencies: AppDependencies, requestMetrics?: RequestHandler): express.Express {
  const { config, db, reads, logger } = dependencies;
  const app = express();
  app.disable('x-powered-by');
  if (requestMetrics !== undefined) app.use(requestMetrics);
  // The bff on this machine (TRUST_PROXY) forwards the browser's address in X-Forwarded-For, which rate limits and
  // sessions use, and in X-Forwarded-Proto whether the site is served over HTTPS, which makes cookies Secure.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogging(logger));
  // Helmet's headers and Cache-Control: no-store, precomputed (http/security-headers.ts).
  app.use(securityHeaders(config));
  // Before the body parser, so even a refused body reaches a listed origin readable, and before noAutomaticOptions:
  // a listed origin's preflight is answered here (docs/rest-contract.md).
  const corsHandlers = crossOrigin({
    origins: config.corsOrigins,
    allowedHeaders: ['Content-Type', IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER],
    exposedHeaders: [IDEMPOTENT_REPLAYED_HEADER, REQUEST_ID_HEADER, 'Retry-After'],
  });
  if (corsHandlers.length > 0) app.use(API_PREFIX, ...corsHandlers);
  app.use(jsonBody());
  app.use(textInput);
  app.use(cookieParser());
  app.use(noAutomaticOptions);
  app.use(authentication(sessionAuthenticator(db, config, dependencies.sessionCache)));

  const api = mountedAt(express.Router(), API_PREFIX);
  api.use(healthRoutes({ db, reads, startedAt: Date.now() }));
  api.use(contactRoutes({ db, rateLimiters: dependencies.rateLimiters }));
  api.use(statsRoutes({ db, reads, config }));
  api.use(authRoutes(dependencies));
  api.use(usersRoutes({ db, reads, config, rateLimiters: dependencies.rateLimiters }));
  api.use(walletsRoutes(dependencies));
  api.use(withdrawalsRoutes(dependencies));
  api.use(moneyRequestsRoutes(dependencies));
  api.use(disputesRoutes(dependencies));
  api.use(reversalsRoutes(dependencies));
  api.use(transactionsRoutes({ db, reads, config }));
  api.use(auditRoutes({ reads }));
  api.use(ledgerRoutes({ db, config }));
  api.use(settingsRoutes(dependencies));
  api.use(eventsRoutes(dependencies));
  app.use(API_PREFIX, api);

  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}
