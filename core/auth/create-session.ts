import type { Executor } from "#db/client";
import { adminSessions } from "#db/schema";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from "./session-policy";
import { hashSessionToken, newSecretToken } from "./session-token";

export type NewSession = {
  /** Goes into the cookie; only its hash is stored. */
  token: string;
  csrfToken: string;
  idleExpiresAt: Date;
  expiresAt: Date;
};

/** Starts a session for an admin, with a fresh token and CSRF token. */
export async function createSession({
  db,
  adminUserId,
  clientAddress,
  userAgent,
  now = new Date(),
}: {
  db: Executor;
  adminUserId: string;
  clientAddress?: string;
  userAgent?: string | null;
  now?: Date;
}): Promise<NewSession> {
  const token = newSecretToken();
  const csrfToken = newSecretToken();
  const idleExpiresAt = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(adminSessions).values({
    id: hashSessionToken(token),
    adminUserId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt,
    expiresAt,
    ipAddress: clientAddress ?? null,
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return { token, csrfToken, idleExpiresAt, expiresAt };
}
