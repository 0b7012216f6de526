import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingReminders, outboxEmails } from "#db/schema";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { startBookingJobs } from "./booking-schedule";
import { createLogger } from "./logger";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();

describe("booking's scheduled jobs", () => {
  it("two instances checking every 50 ms queue a due reminder once, and stop with the server", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free Consultation", durationMinutes: 30 });
    const longAgo = new Date(Date.now() - 3 * 86_400_000);
    await insertBooking(db, type, new Date(Date.now() + 30 * 60_000), {
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    const settings = async () => ({ mail: testMailSettings(), timeZone: "America/New_York" });
    for (let instance = 0; instance < 2; instance++) {
      startBookingJobs({ db, logger, shutdown, settings, firstCheckAfterMs: 0, checkEveryMs: 50, remindEveryMs: 50 });
    }
    // Both offsets (a day and an hour) have passed: both are recorded, the nearest is sent.
    await expect.poll(async () => (await db.select().from(bookingReminders)).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    const emails = await db.select().from(outboxEmails).where(eq(outboxEmails.event, "booking.reminder"));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Reminder: Free Consultation on /);
  });
});
