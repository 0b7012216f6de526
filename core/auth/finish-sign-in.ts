import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { adminSessions } from "#db/schema";
import { clearSignInFailures } from "./clear-sign-in-failures";
import { createSession } from "./create-session";
import { findSignInWarning } from "./find-sign-in-warning";
import { hashSessionToken } from "./session-token";
import type { SignInResult } from "./sign-in";

/** The last step of every sign-in: a new session (ending the browser's previous one), failures forgotten, logged. */
export async function finishSignIn({
  db,
  account,
  clientAddress,
  userAgent,
  previousToken,
  details,
  now,
}: {
  db: Executor;
  account: { id: string; email: string; name: string };
  clientAddress: string;
  userAgent?: string | null;
  previousToken?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}): Promise<SignInResult> {
  if (previousToken) await db.delete(adminSessions).where(eq(adminSessions.id, hashSessionToken(previousToken)));
  await clearSignInFailures({ db, step: "all", email: account.email.toLowerCase(), clientAddress });
  const warning = await findSignInWarning({ db, account, before: now });
  const session = await createSession({ db, adminUserId: account.id, clientAddress, userAgent, now });
  await recordAuditEvent({
    db,
    event: {
      action: "sign_in",
      adminUserId: account.id,
      actorEmail: account.email,
      targetType: "admin_user",
      targetId: account.id,
      details,
      ipAddress: clientAddress,
      at: now,
    },
  });
  return { ok: true, session, admin: { id: account.id, email: account.email, name: account.name }, warning };
}
