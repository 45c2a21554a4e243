import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

export type AuditRow = typeof auditEvents.$inferSelect;
export type Paging = { page: number; size: number };

async function pageWhere(db: Db, where: SQL, paging: Paging) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export const instituteAuditPage = (db: Db, instituteId: string, paging: Paging) =>
  pageWhere(db, eq(auditEvents.instituteId, instituteId), paging);

export const accountAuditPage = (db: Db, accountId: string, paging: Paging) =>
  pageWhere(db, eq(auditEvents.actorAccountId, accountId), paging);
