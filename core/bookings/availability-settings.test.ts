import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#db/schema";
import { AVAILABILITY_MESSAGES, readBookingSettingsForm } from "#rules/availability";
import { withTestDatabase } from "#tests/setup/database";
import { deleteAvailabilityOverride } from "./delete-availability-override";
import { getBookingSettings } from "./get-booking-settings";
import { listAvailabilityOverrides } from "./list-availability-overrides";
import { saveAvailabilityOverride } from "./save-availability-override";
import { updateBookingSettings } from "./update-booking-settings";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.7" };

/** The settings form as a browser posts it. */
function posted(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return readBookingSettingsForm(form);
}

const settingsForm: [string, string][] = [
  ["start2", "13:00"],
  ["end2", "17:00"],
  ["start2", "09:00"],
  ["end2", "12:00"],
  ["start6", "10:00"],
  ["end6", "13:00"],
  ["start7", ""],
  ["end7", ""],
  ["slotStepMinutes", "15"],
  ["newClientCap", "2"],
  ["reminderAmount", "1"],
  ["reminderUnit", "hours"],
  ["reminderAmount", "24"],
  ["reminderUnit", "hours"],
  ["reminderAmount", ""],
  ["reminderUnit", "minutes"],
  ["changeCutoffHours", "12"],
];

describe("the booking settings", () => {
  it("start with no hours, then keep the weekly hours and settings as saved, audited", async () => {
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([]);
    const saved = await updateBookingSettings({ db: database.db(), input: posted(settingsForm), actor });
    expect(saved).toEqual({ ok: true });
    expect(await getBookingSettings({ db: database.db() })).toMatchObject({
      weeklyHours: [
        { weekday: 2, start: "09:00", end: "12:00" },
        { weekday: 2, start: "13:00", end: "17:00" },
        { weekday: 6, start: "10:00", end: "13:00" },
      ],
      slotStepMinutes: 15,
      newClientCap: 2,
      reminderMinutes: [1440, 60],
      changeCutoffMinutes: 720,
      classDatesBlockTime: false,
    });
    const [event] = await database.db().select().from(auditLog).where(eq(auditLog.targetType, "booking_settings"));
    expect(Object.keys((event?.details as { changes?: object } | undefined)?.changes ?? {})).toContain("weeklyHours");
  });

  it("refuses overlapping ranges, an end before its start and a reminder too far out, changing nothing", async () => {
    const outcome = await updateBookingSettings({
      db: database.db(),
      actor,
      input: posted([
        ["start1", "09:00"],
        ["end1", "12:00"],
        ["start1", "11:30"],
        ["end1", "13:00"],
        ["start3", "17:00"],
        ["end3", "09:00"],
        ["start4", "09:00"],
        ["end4", ""],
        ["slotStepMinutes", "20"],
        ["newClientCap", "two"],
        ["reminderAmount", "200"],
        ["reminderUnit", "hours"],
        ["changeCutoffHours", ""],
      ]),
    });
    expect(outcome).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        weekday1: AVAILABILITY_MESSAGES.overlap("Monday", "09:00–12:00", "11:30–13:00"),
        weekday3: AVAILABILITY_MESSAGES.endBeforeStart("Wednesday", "17:00–09:00"),
        weekday4: AVAILABILITY_MESSAGES.bothEnds("Thursday"),
        slotStepMinutes: AVAILABILITY_MESSAGES.stepInvalid,
        newClientCap: AVAILABILITY_MESSAGES.capRange,
        reminders: AVAILABILITY_MESSAGES.reminderRange,
        changeCutoffHours: AVAILABILITY_MESSAGES.cutoffRange,
      },
    });
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([]);
  });

  it("reads a range to midnight typed as 00:00", async () => {
    const outcome = await updateBookingSettings({
      db: database.db(),
      actor,
      input: posted([
        ["start5", "18:00"],
        ["end5", "00:00"],
        ["slotStepMinutes", "30"],
        ["changeCutoffHours", "24"],
      ]),
    });
    expect(outcome.ok).toBe(true);
    expect((await getBookingSettings({ db: database.db() })).weeklyHours).toEqual([
      { weekday: 5, start: "18:00", end: "24:00" },
    ]);
  });
});

describe("date overrides", () => {
  const today = "2030-05-10";

  it("give a date a day off or its own hours, changed and removed, never in the past", async () => {
    const db = database.db();
    expect(
      await saveAvailabilityOverride({
        db,
        today,
        actor,
        input: { date: "2030-05-14", kind: "off", ranges: [], note: "Dentist" },
      }),
    ).toEqual({ ok: true, date: "2030-05-14" });
    expect(
      await saveAvailabilityOverride({
        db,
        today,
        actor,
        input: {
          date: "2030-05-14",
          kind: "hours",
          ranges: [
            { start: "14:00", end: "16:00" },
            { start: "", end: "" },
          ],
          note: "",
        },
      }),
    ).toEqual({ ok: true, date: "2030-05-14" });
    expect(await listAvailabilityOverrides({ db })).toMatchObject([
      { date: "2030-05-14", ranges: [{ start: "14:00", end: "16:00" }], note: "" },
    ]);
    expect(
      await saveAvailabilityOverride({
        db,
        today,
        actor,
        input: { date: "2030-05-09", kind: "off", ranges: [], note: "" },
      }),
    ).toEqual({ ok: false, error: "invalid", errors: { date: AVAILABILITY_MESSAGES.datePast } });
    expect(
      await saveAvailabilityOverride({
        db,
        today,
        actor,
        input: { date: "2030-05-20", kind: "hours", ranges: [], note: "" },
      }),
    ).toEqual({ ok: false, error: "invalid", errors: { ranges: AVAILABILITY_MESSAGES.hoursRequired } });

    expect(await deleteAvailabilityOverride({ db, date: "2030-05-14", actor })).toEqual({
      ok: true,
      date: "2030-05-14",
    });
    expect(await deleteAvailabilityOverride({ db, date: "2030-05-14", actor })).toMatchObject({ error: "not-found" });
    expect(await listAvailabilityOverrides({ db })).toEqual([]);
    const events = await db.select().from(auditLog).where(eq(auditLog.targetType, "availability_override"));
    expect(events.map((event) => event.action)).toEqual(["create", "update", "delete"]);
  });
});
