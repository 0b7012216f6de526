import { and, eq, gt, isNull } from "drizzle-orm";
import { hashSessionToken } from "#core/auth/session-token";
import type { Executor } from "#db/client";
import { adminInvites } from "#db/schema";

/** The invitation a link's token belongs to, while it is open. */
export async function findOpenInvite({ db, token, now = new Date() }: { db: Executor; token: string; now?: Date }) {
  const [invite] = await db
    .select({ id: adminInvites.id, email: adminInvites.email, name: adminInvites.name })
    .from(adminInvites)
    .where(
      and(
        eq(adminInvites.tokenHash, hashSessionToken(token)),
        isNull(adminInvites.acceptedAt),
        gt(adminInvites.expiresAt, now),
      ),
    );
  return invite ?? null;
}
