import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookingSettings } from "#db/schema";
import { NOTHING_SKIPPED } from "#rules/calendar-feeds";

export type BookingSettings = Omit<typeof bookingSettings.$inferSelect, "id" | "updatedAt">;

/** What a site has before its owner saves the booking settings: no hours, so nothing can be booked yet. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  weeklyHours: [],
  slotStepMinutes: 30,
  newClientCap: null,
  reminderMinutes: [1440, 60],
  changeCutoffMinutes: 1440,
  classDatesBlockTime: true,
  calendarFeedToken: null,
  busyFeedUrl: "",
  busyFeedCheckedAt: null,
  busyFeedError: "",
  busyFeedSkipped: NOTHING_SKIPPED,
};

/**
 * The booking settings, or their defaults while the row does not exist: no
 * migration writes the row, so a restore never meets one it did not bring
 * (writes upsert it).
 */
export async function getBookingSettings({ db }: { db: Executor }): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!row) return { ...DEFAULT_BOOKING_SETTINGS };
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}
