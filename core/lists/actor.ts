import type { AuditEvent } from "../audit/record-audit-event";

/** Who is changing a list's rows: the signed-in admin, recorded with each write. */
export type AuditActor = Pick<AuditEvent, "adminUserId" | "actorEmail" | "ipAddress">;
