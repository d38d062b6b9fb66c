// Statistics routes; only the public landing figures so far.
import { Router } from 'express';
import type { Database } from '../db/database';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { getPublicStats } from './public-stats';

export function statsRoutes(dependencies: { db: Database }): Router {
  const router = Router();

  router.get('/stats/public', access('public'), async (_request, response) => {
    sendSuccess(response, 200, 'Public statistics', await getPublicStats(dependencies.db));
  });

  return router;
}
