import { randomBytes } from "node:crypto";
import type { Executor } from "#db/client";
import { bookingSettings } from "#db/schema";

/**
 * Makes a new secret for the owner's calendar feed address, which ends the
 * old address at once. Writes the booking settings' row, made with its
 * defaults when it does not exist yet. Returns the new secret.
 */
export async function makeCalendarFeedAddress({ db }: { db: Executor }): Promise<{ ok: true; token: string }> {
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(bookingSettings)
    .values({ id: 1, calendarFeedToken: token })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { calendarFeedToken: token, updatedAt: new Date() } });
  return { ok: true, token };
}
