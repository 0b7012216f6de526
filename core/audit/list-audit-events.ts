import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { newestFirst, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { auditLog } from "#db/schema";
import { AUDIT_ACTIONS, type AuditAction } from "#rules/audit";
import { isCalendarDate } from "#rules/class-instance";

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = {
  /** The email of the person who acted; empty for anyone. */
  person?: string;
  /** A kind of event, or "all". */
  action?: string;
  /** Calendar days (YYYY-MM-DD) in the business's time zone, both included. */
  from?: string;
  to?: string;
};

export type AuditEventRow = {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: Date;
};

function conditions({ person, action, from, to }: AuditFilter, timeZone: string): SQL | undefined {
  const parts: SQL[] = [];
  if (person) parts.push(eq(auditLog.actorEmail, person.trim().toLowerCase()));
  if (action && AUDIT_ACTIONS.includes(action as AuditAction)) parts.push(eq(auditLog.action, action));
  if (from && isCalendarDate(from)) {
    parts.push(sql`${auditLog.createdAt} >= (${from}::date)::timestamp at time zone ${timeZone}`);
  }
  if (to && isCalendarDate(to)) {
    parts.push(sql`${auditLog.createdAt} < (${to}::date + 1)::timestamp at time zone ${timeZone}`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of the activity log, newest first, filtered by person, kind and days. */
export async function listAuditEvents({
  db,
  filter = {},
  timeZone,
  page = 1,
  pageSize = AUDIT_PAGE_SIZE,
}: {
  db: Executor;
  filter?: AuditFilter;
  timeZone: string;
  page?: number;
  pageSize?: number;
}) {
  const where = conditions(filter, timeZone);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  return readPage<AuditEventRow>({
    page,
    pageSize,
    total,
    readRows: (window) =>
      db
        .select({
          id: auditLog.id,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          details: auditLog.details,
          ipAddress: auditLog.ipAddress,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(where)
        .orderBy(...newestFirst(window, auditLog.createdAt, auditLog.id))
        .limit(window.limit)
        .offset(window.offset),
  });
}
