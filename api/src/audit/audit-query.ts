// GET /audit (docs/admin.md): the audit log newest first (ties broken by id), optionally only the entries whose
// target is one person, one page of it.
import type { Request } from 'express';
import { count, desc, eq } from 'drizzle-orm';
import { adminMessages } from '@wallet/common/admin';
import type { AuditEntryJson, AuditPageJson } from '@wallet/common/admin-json';
import type { Queryable } from '../db/database';
import { auditLog } from '../db/schema';
import type { PageParams } from '../http/query-params';
import { pageParams, paginationJson, uuidParam } from '../http/query-params';

export interface AuditQuery extends PageParams {
  /** Only entries whose target is this user; lower-cased. */
  userId: string | undefined;
}

export function parseAuditQuery(query: Request['query']): AuditQuery {
  return { userId: uuidParam(query, 'userId', adminMessages.userId), ...pageParams(query) };
}

export async function listAuditEntries(q: Queryable, query: AuditQuery): Promise<AuditPageJson> {
  const where = query.userId === undefined ? undefined : eq(auditLog.targetUserId, query.userId);
  const [total] = await q.select({ count: count() }).from(auditLog).where(where);
  if (total === undefined) throw new Error('an aggregate query returned no row');
  const offset = (query.page - 1) * query.limit;
  // Past the last page the answer is empty; asking the database would only cost a scan.
  const rows =
    offset >= total.count
      ? []
      : await q
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset(offset);
  return { data: rows.map(auditEntryJson), pagination: paginationJson(query, total.count) };
}

function auditEntryJson(row: typeof auditLog.$inferSelect): AuditEntryJson {
  return {
    _id: row.id,
    action: row.action,
    actorId: row.actorId,
    targetUserId: row.targetUserId,
    targetWalletId: row.targetWalletId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
