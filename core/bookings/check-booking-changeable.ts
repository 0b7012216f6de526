import { type Conflict, conflict } from "#core/result";
import type { BookingCanceller } from "#rules/allowed-values";
import type { BookingRow } from "./find-booking-by-token";

export type NotChangeable = Conflict<"already-cancelled" | "not-changeable" | "too-late", { cutoffMinutes?: number }>;

/**
 * Whether a booking may still be moved or cancelled: it holds a time that
 * has not begun, and a visitor acting through her link is outside the
 * cut-off before the start. The owner may act up to the start.
 */
export function checkBookingChangeable({
  booking,
  by,
  now,
  cutoffMinutes,
}: {
  booking: Pick<BookingRow, "status" | "startsAt">;
  by: BookingCanceller;
  now: number;
  cutoffMinutes: number;
}): { ok: true } | NotChangeable {
  if (booking.status === "cancelled" || booking.status === "declined") return conflict("already-cancelled");
  if (booking.status !== "pending" && booking.status !== "confirmed") return conflict("not-changeable");
  const start = booking.startsAt.getTime();
  if (start <= now) return conflict("not-changeable");
  if (by === "visitor" && start - now < cutoffMinutes * 60_000) return conflict("too-late", { cutoffMinutes });
  return { ok: true };
}
