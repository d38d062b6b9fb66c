// /audit: the admins' record of who did what to whom (docs/admin.md). Thin: access, query, read.
import { Router } from 'express';
import type { ReadRouter } from '../db/read-replica';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { listAuditEntries, parseAuditQuery } from './audit-query';

export function auditRoutes(dependencies: { reads: ReadRouter }): Router {
  const router = Router();

  router.get('/audit', access(['admin']), async (request, response) => {
    const query = parseAuditQuery(request.query);
    // An admin list: from the read replica when there is one (docs/operations.md, "Read replica").
    const page = await dependencies.reads.read((db) => listAuditEntries(db, query));
    sendSuccess(response, 200, 'Audit log', page);
  });

  return router;
}
