import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** Rows for booking tests, written straight to the tables; each builder returns the inserted row. */

let made = 0;

/** A free video consultation of 30 minutes with two intake questions, for tests of the owner's editor. */
export const CONSULTATION_WITH_QUESTIONS = {
  name: "Free consultation",
  description: "Thirty minutes to see how we can help.",
  durationMinutes: 30,
  locationKind: "video",
  locationDetail: "https://meet.example.com/consultation",
  intakeQuestions: [
    { id: "help", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
    {
      id: "heard",
      label: "How did you hear about us?",
      kind: "choice",
      required: false,
      choices: ["A friend", "Search"],
    },
  ],
  displayOrder: 1,
} satisfies Partial<typeof sessionTypes.$inferInsert>;

/**
 * A session type, active, 60 minutes, instant, with a slug of its own (so it
 * never meets the demo content's), unless told otherwise.
 */
export async function insertSessionType(db: Executor, values: Partial<typeof sessionTypes.$inferInsert> = {}) {
  made += 1;
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: `Session ${made}`,
      slug: `session-${made}`,
      durationMinutes: 60,
      status: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no session type");
  return row;
}

const MINUTE = 60_000;

/**
 * A booking of `sessionType` at `startsAt`, its length the type's, blocking
 * `before` and `after` minutes around it (none by default), confirmed by a
 * client in London unless told otherwise.
 */
export async function insertBooking(
  db: Executor,
  sessionType: { id: string; durationMinutes: number },
  startsAt: Date,
  {
    before = 0,
    after = 0,
    ...values
  }: { before?: number; after?: number } & Partial<typeof bookings.$inferInsert> = {},
) {
  made += 1;
  const endsAt = values.endsAt ?? new Date(startsAt.getTime() + sessionType.durationMinutes * MINUTE);
  const status = values.status ?? "confirmed";
  const [row] = await db
    .insert(bookings)
    .values({
      sessionTypeId: sessionType.id,
      startsAt,
      endsAt,
      blockedFrom: new Date(startsAt.getTime() - before * MINUTE),
      blockedUntil: new Date(endsAt.getTime() + after * MINUTE),
      visitorTimeZone: "Europe/London",
      name: `Client ${made}`,
      email: `client${made}@example.com`,
      status,
      ...(status === "cancelled" ? { cancelledAt: new Date(), cancelledBy: "visitor" } : {}),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}

/** `days` whole days from now (negative for the past), on the hour, plus `hours`. */
export function daysFromNow(days: number, hours = 0): Date {
  const at = new Date(Date.now() + days * 24 * 60 * MINUTE);
  at.setUTCMinutes(0, 0, 0);
  at.setUTCHours(10 + hours);
  return at;
}
