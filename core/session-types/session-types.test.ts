import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restoreTrashItem } from "#core/trash/restore-trash-item";
import { auditLog, bookings, sessionTypes, trashItems } from "#db/schema";
import { SESSION_TYPE_DEFAULTS, SESSION_TYPE_MESSAGES } from "#rules/session-type";
import { insertBooking } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { createSessionType } from "./create-session-type";
import { deleteSessionType } from "./delete-session-type";
import { getSessionType } from "./get-session-type";
import { listSessionTypes } from "./list-session-types";
import { moveSessionType } from "./move-session-type";
import { updateSessionType } from "./update-session-type";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.7" };

/** The form as the owner fills it for a paid session. */
const strategy = {
  name: "Money Strategy Session",
  slug: "",
  description: "Two and a half hours on **your** plan.",
  durationMinutes: "150",
  price: "$497",
  howToPay: "By bank transfer before the session.",
  locationKind: "video",
  locationDetail: "https://meet.example.com/strategy",
  bufferBeforeMinutes: "30",
  bufferAfterMinutes: "30",
  minNoticeHours: "48",
  maxDaysAhead: "60",
  maxPerDay: "1",
  confirmation: "approval",
  countsTowardCap: "on",
  status: "active",
  intakeQuestions: [
    { id: "", label: "What would you like help with?", kind: "long_text", required: true, choices: "" },
    {
      id: "",
      label: "How did you hear about us?",
      kind: "choice",
      required: false,
      choices: "A friend\nSearch\n\nPodcast",
    },
  ],
};

async function create(input: Record<string, unknown> = strategy) {
  const outcome = await createSessionType({ db: database.db(), input, actor });
  if (!outcome.ok) throw new Error(`not created: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe("session types", () => {
  it("adds one with its slug from the name, the notice in minutes and an id for each question", async () => {
    const id = await create();
    const saved = await getSessionType({ db: database.db(), id });
    expect(saved).toMatchObject({
      name: "Money Strategy Session",
      slug: "money-strategy-session",
      durationMinutes: 150,
      price: "$497",
      minNoticeMinutes: 2880,
      maxPerDay: 1,
      confirmation: "approval",
      countsTowardCap: true,
      status: "active",
      displayOrder: 1,
    });
    expect(saved?.intakeQuestions).toEqual([
      {
        id: expect.any(String),
        label: "What would you like help with?",
        kind: "long_text",
        required: true,
        choices: [],
      },
      {
        id: expect.any(String),
        label: "How did you hear about us?",
        kind: "choice",
        required: false,
        choices: ["A friend", "Search", "Podcast"],
      },
    ]);
    const [first, second] = saved?.intakeQuestions ?? [];
    expect(first?.id).not.toBe(second?.id);
    const [event] = await database.db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(event).toMatchObject({ action: "create", targetType: "session_type" });
  });

  it("saves the new form as it opens, given a name and a video link, as the columns' own defaults would", async () => {
    const id = await create({
      ...SESSION_TYPE_DEFAULTS,
      name: "Quick call",
      slug: "",
      locationDetail: "https://meet.example.com/quick",
      maxPerDay: "",
    });
    const [byDefault] = await database
      .db()
      .insert(sessionTypes)
      .values({
        name: "Quick call",
        slug: "quick-call-by-default",
        durationMinutes: SESSION_TYPE_DEFAULTS.durationMinutes,
        locationDetail: "https://meet.example.com/quick",
      })
      .returning();
    const saved = await getSessionType({ db: database.db(), id });
    const {
      id: _id,
      slug: _slug,
      displayOrder: _order,
      createdAt: _created,
      updatedAt: _updated,
      ...columns
    } = byDefault ?? {};
    expect(saved).toMatchObject(columns);
  });

  it("keeps each question's id across edits, reworded and reordered", async () => {
    const id = await create();
    const before = (await getSessionType({ db: database.db(), id }))?.intakeQuestions ?? [];
    const [help, heard] = before;
    const outcome = await updateSessionType({
      db: database.db(),
      id,
      actor,
      input: {
        ...strategy,
        slug: "money-strategy-session",
        maxPerDay: "",
        intakeQuestions: [
          { ...heard, choices: heard?.choices.join("\n"), required: true },
          { ...help, label: "What should we work on?", choices: "" },
          { id: "", label: "Anything else?", kind: "short_text", required: false, choices: "" },
        ],
      },
    });
    expect(outcome.ok).toBe(true);
    const after = await getSessionType({ db: database.db(), id });
    expect(after?.maxPerDay).toBeNull();
    expect(after?.intakeQuestions.map((question) => [question.id, question.label, question.required])).toEqual([
      [heard?.id, "How did you hear about us?", true],
      [help?.id, "What should we work on?", true],
      [expect.any(String), "Anything else?", false],
    ]);
  });

  it("refuses what breaks a rule with one message per field, and saves nothing", async () => {
    const outcome = await createSessionType({
      db: database.db(),
      actor,
      input: {
        ...strategy,
        name: " ",
        slug: "strategy",
        durationMinutes: "4",
        howToPay: "",
        locationDetail: "http://meet.example.com/strategy",
        bufferAfterMinutes: "241",
        minNoticeHours: "many",
        maxDaysAhead: "0",
        maxPerDay: "0",
        intakeQuestions: [{ id: "", label: "Pick one", kind: "choice", required: true, choices: "Only one" }],
      },
    });
    expect(outcome).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        name: SESSION_TYPE_MESSAGES.nameRequired,
        durationMinutes: SESSION_TYPE_MESSAGES.durationRange,
        howToPay: SESSION_TYPE_MESSAGES.howToPayRequired,
        locationDetail: SESSION_TYPE_MESSAGES.videoLinkInvalid,
        bufferAfterMinutes: SESSION_TYPE_MESSAGES.bufferRange,
        maxDaysAhead: SESSION_TYPE_MESSAGES.daysAheadRange,
        maxPerDay: SESSION_TYPE_MESSAGES.perDayRange,
        intakeQuestions: SESSION_TYPE_MESSAGES.questionChoicesNeeded(1),
      },
    });
    expect(await database.db().select().from(sessionTypes)).toEqual([]);
  });

  it("asks no way to pay for a free session, and an address for one in person", async () => {
    const free = await createSessionType({
      db: database.db(),
      actor,
      input: {
        ...strategy,
        name: "Free consultation",
        price: "Free",
        howToPay: "",
        locationKind: "in_person",
        locationDetail: "",
      },
    });
    expect(free).toMatchObject({ errors: { locationDetail: SESSION_TYPE_MESSAGES.addressRequired } });
    expect(free).not.toMatchObject({ errors: { howToPay: expect.anything() } });
  });

  it("refuses a slug another session type has", async () => {
    await create();
    const again = await createSessionType({
      db: database.db(),
      actor,
      input: { ...strategy, slug: "Money Strategy Session!" },
    });
    expect(again).toEqual({ ok: false, error: "invalid", errors: { slug: SESSION_TYPE_MESSAGES.slugTaken } });
  });

  it("moves to the Trash and back, but not while it has bookings", async () => {
    const id = await create();
    const booking = await insertBooking(database.db(), { id, durationMinutes: 30 }, new Date("2030-03-05T15:00:00Z"), {
      name: "Ada Client",
      email: "ada@example.com",
      visitorTimeZone: "UTC",
      status: "cancelled",
      cancelledAt: new Date(),
      cancelledBy: "visitor",
    });
    expect(await deleteSessionType({ db: database.db(), id, actor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "has-bookings",
      bookings: 1,
    });
    expect(await getSessionType({ db: database.db(), id })).not.toBeNull();

    await database.db().delete(bookings).where(eq(bookings.id, booking.id));
    const deleted = await deleteSessionType({ db: database.db(), id, actor });
    if (!deleted.ok) throw new Error("not deleted");
    expect(await getSessionType({ db: database.db(), id })).toBeNull();
    expect(await database.db().select({ kind: trashItems.kind }).from(trashItems)).toEqual([{ kind: "session_type" }]);
    expect((await restoreTrashItem({ db: database.db(), id: deleted.trashId, actor })).ok).toBe(true);
    expect((await getSessionType({ db: database.db(), id }))?.name).toBe("Money Strategy Session");
  });

  it("is not restored over another session type that took its address meanwhile", async () => {
    const id = await create();
    const deleted = await deleteSessionType({ db: database.db(), id, actor });
    if (!deleted.ok) throw new Error("not deleted");
    await create();
    expect(await restoreTrashItem({ db: database.db(), id: deleted.trashId, actor })).toMatchObject({
      conflict: "session-slug-taken",
      slug: "money-strategy-session",
    });
    expect(await database.db().select({ kind: trashItems.kind }).from(trashItems)).toEqual([{ kind: "session_type" }]);
  });

  it("lists in the owner's order, moved up and down", async () => {
    const first = await create({ ...strategy, name: "First" });
    const second = await create({ ...strategy, name: "Second" });
    expect((await listSessionTypes({ db: database.db() })).map((row) => row.name)).toEqual(["First", "Second"]);
    expect((await moveSessionType({ db: database.db(), id: second, direction: "up", actor })).ok).toBe(true);
    expect((await listSessionTypes({ db: database.db() })).map((row) => row.name)).toEqual(["Second", "First"]);
    expect(await moveSessionType({ db: database.db(), id: first, direction: "down", actor })).toMatchObject({
      conflict: "at-end",
    });
    const orders = await database
      .db()
      .select({ order: sessionTypes.displayOrder })
      .from(sessionTypes)
      .orderBy(asc(sessionTypes.displayOrder));
    expect(orders.map((row) => row.order)).toEqual([1, 2]);
  });
});
