import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  analyticsConversions,
  analyticsPendingBookings,
  analyticsPendingSignups,
  analyticsSalts,
  analyticsTotals,
  analyticsVisitors,
} from "#db/schema";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { heldView, VISITOR } from "#tests/setup/visits";
import { tidyVisits } from "./tidy-visits";
import { writeVisits } from "./write-visits";

const database = withTestDatabase();
const SITE = "https://coach.example";
const identity = VISITOR;
const seen = heldView;

describe("writing visits by day", () => {
  it("counts the same visitor again the next day, and forgets the day's hashes once it is over", async () => {
    const db = database.db();
    await writeVisits({ db, site: SITE, views: [seen("2026-03-07"), seen("2026-03-07", "/faq")], conversions: [] });
    await writeVisits({ db, site: SITE, views: [seen("2026-03-08")], conversions: [] });
    const totals = await db.select().from(analyticsTotals).orderBy(analyticsTotals.day);
    expect(totals.map(({ day, views, visitors }) => ({ day, views, visitors }))).toEqual([
      { day: "2026-03-07", views: 2, visitors: 1 },
      { day: "2026-03-08", views: 1, visitors: 1 },
    ]);
    const hashes = await db.select().from(analyticsVisitors);
    expect(hashes[0]?.visitor.equals(hashes[1]?.visitor as Buffer)).toBe(false);

    await tidyVisits({ db, today: "2026-03-08", retentionDays: 400 });
    expect((await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-03-08"]);
    expect((await db.select().from(analyticsVisitors)).map((row) => row.day)).toEqual(["2026-03-08"]);
    expect(await db.select().from(analyticsTotals)).toHaveLength(2);
  });

  it("counts a newsletter signup on the day it is confirmed, with the visit it came from", async () => {
    const db = database.db();
    const subscriber = await addSubscriber(db, { status: "pending" });
    const campaignView = { ...seen("2026-03-07", "/newsletter"), source: "newsletter", utmCampaign: "spring" };
    await writeVisits({
      db,
      site: SITE,
      views: [campaignView],
      conversions: [{ type: "event", kind: "signup", day: "2026-03-07", identity, waitsFor: subscriber.id }],
    });
    expect(await db.select().from(analyticsConversions)).toEqual([]);
    expect(await db.select().from(analyticsPendingSignups)).toHaveLength(1);

    await writeVisits({
      db,
      site: SITE,
      views: [],
      conversions: [{ type: "confirmed", kind: "signup", day: "2026-03-09", id: subscriber.id }],
    });
    expect(await db.select().from(analyticsPendingSignups)).toEqual([]);
    expect(await db.select().from(analyticsConversions)).toEqual([
      {
        period: "day",
        day: "2026-03-09",
        kind: "signup",
        landingPath: "/newsletter",
        source: "newsletter",
        campaign: "spring",
        count: 1,
        people: 1,
      },
    ]);
  });

  it("rolls daily counts older than the retention into one row per month", async () => {
    const db = database.db();
    await writeVisits({
      db,
      site: SITE,
      views: [seen("2025-01-10"), seen("2025-01-20"), seen("2025-01-20", "/faq"), seen("2025-02-03")],
      conversions: [{ type: "event", kind: "contact", day: "2025-01-20", identity }],
    });
    // 30 days before 2025-03-05 is in February: January is rolled up, February stays daily.
    expect(await tidyVisits({ db, today: "2025-03-05", retentionDays: 30 })).toEqual({ monthsRolledUp: 1 });
    const totals = await db.select().from(analyticsTotals).orderBy(analyticsTotals.day);
    expect(totals).toEqual([
      { period: "month", day: "2025-01-01", views: 3, visitors: 2 },
      { period: "day", day: "2025-02-03", views: 1, visitors: 1 },
    ]);
    expect(await db.select().from(analyticsConversions)).toEqual([
      {
        period: "month",
        day: "2025-01-01",
        kind: "contact",
        landingPath: "/",
        source: "",
        campaign: "",
        count: 1,
        people: 1,
      },
    ]);
    expect(await tidyVisits({ db, today: "2025-03-05", retentionDays: 30 })).toEqual({ monthsRolledUp: 0 });
  });

  it("forgets a booking that waited for approval once it was declined, without counting it", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { confirmation: "approval" });
    const booking = await insertBooking(db, type, daysFromNow(3), { status: "pending" });
    await writeVisits({
      db,
      site: SITE,
      views: [seen("2026-03-07")],
      conversions: [{ type: "event", kind: "booking", day: "2026-03-07", identity, waitsFor: booking.id }],
    });
    expect(await db.select().from(analyticsPendingBookings)).toHaveLength(1);
    // Still waiting: kept.
    await db.execute(sql`update analytics_pending_bookings set created_at = now() - interval '2 days'`);
    await tidyVisits({ db, today: "2026-03-08", retentionDays: 400 });
    expect(await db.select().from(analyticsPendingBookings)).toHaveLength(1);
    await db.execute(sql`update bookings set status = 'declined'`);
    await tidyVisits({ db, today: "2026-03-08", retentionDays: 400 });
    expect(await db.select().from(analyticsPendingBookings)).toEqual([]);
    expect(await db.select().from(analyticsConversions)).toEqual([]);
  });
});
