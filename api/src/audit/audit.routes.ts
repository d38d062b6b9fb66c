// /audit: the admins' record of who did what to whom (docs/admin.md). Thin: access, query, read.
import { Router } from 'express';
import type { Database } from '../db/database';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { listAuditEntries, parseAuditQuery } from './audit-query';

export function auditRoutes(dependencies: { db: Database }): Router {
  const router = Router();

  router.get('/audit', access(['admin']), async (request, response) => {
    const page = await listAuditEntries(dependencies.db, parseAuditQuery(request.query));
    sendSuccess(response, 200, 'Audit log', page);
  });

  return router;
}
