// Statistics routes: the public landing figures, the signed-in agent's own figures and the admin's platform figures.
import { Router } from 'express';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ReadRouter } from '../db/read-replica';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { getAdminStats } from './admin-stats';
import { getAgentStats, parseStatsPeriod } from './agent-stats';
import { getPublicStats } from './public-stats';

export function statsRoutes(dependencies: {
  db: Database;
  reads: ReadRouter;
  config: Pick<Config, 'timeZoneLimits'>;
}): Router {
  const router = Router();
  const { db, reads, config } = dependencies;

  // The platform's figures may come from the read replica (docs/operations.md, "Read replica"); an agent's own
  // figures count their own movements, so they read the primary.
  router.get('/stats/public', access('public'), async (_request, response) => {
    const stats = await reads.read((replica) => getPublicStats(replica, config.timeZoneLimits));
    sendSuccess(response, 200, 'Public statistics', stats);
  });

  router.get('/stats/agent', access(['agent']), async (request, response) => {
    const period = parseStatsPeriod(request.query.period);
    const stats = await getAgentStats(db, signedIn(request).user.id, period, config.timeZoneLimits);
    sendSuccess(response, 200, 'Agent statistics', stats);
  });

  router.get('/stats/admin', access(['admin']), async (_request, response) => {
    const stats = await reads.read((replica) => getAdminStats(replica, config.timeZoneLimits));
    sendSuccess(response, 200, 'Admin statistics', stats);
  });

  return router;
}
