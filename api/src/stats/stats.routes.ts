// Statistics routes: the public landing figures, the signed-in agent's own figures and the admin's platform figures.
import { Router } from 'express';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { getAdminStats } from './admin-stats';
import { getAgentStats, parseStatsPeriod } from './agent-stats';
import { getPublicStats } from './public-stats';

export function statsRoutes(dependencies: { db: Database; config: Pick<Config, 'timeZoneLimits'> }): Router {
  const router = Router();
  const { db, config } = dependencies;

  router.get('/stats/public', access('public'), async (_request, response) => {
    sendSuccess(response, 200, 'Public statistics', await getPublicStats(db, config.timeZoneLimits));
  });

  router.get('/stats/agent', access(['agent']), async (request, response) => {
    const period = parseStatsPeriod(request.query.period);
    const stats = await getAgentStats(db, signedIn(request).user.id, period, config.timeZoneLimits);
    sendSuccess(response, 200, 'Agent statistics', stats);
  });

  router.get('/stats/admin', access(['admin']), async (_request, response) => {
    sendSuccess(response, 200, 'Admin statistics', await getAdminStats(db, config.timeZoneLimits));
  });

  return router;
}
