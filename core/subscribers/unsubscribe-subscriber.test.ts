import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailSubscribers } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { testActor } from "#tests/setup/inbox-test-rows";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { unsubscribeSubscriber } from "./unsubscribe-subscriber";

const database = withTestDatabase();

async function rowOf(id: string) {
  const [row] = await database.db().select().from(emailSubscribers).where(eq(emailSubscribers.id, id));
  return row;
}

describe("unsubscribing a subscriber", () => {
  it("sets the status and the time of unsubscribing, audited", async () => {
    const subscriber = await addSubscriber(database.db(), { email: "leaving@example.com" });
    const before = Date.now();
    expect(await unsubscribeSubscriber({ db: database.db(), id: subscriber.id, actor: testActor })).toEqual({
      ok: true,
    });
    const row = await rowOf(subscriber.id);
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt?.getTime()).toBeGreaterThanOrEqual(before - 5000);
    const audits = await database.db().select().from(auditLog);
    expect(audits).toEqual([
      expect.objectContaining({
        action: "update",
        targetType: "email_subscriber",
        targetId: subscriber.id,
        details: { status: "unsubscribed", email: "leaving@example.com" },
      }),
    ]);
  });

  it("leaves someone already unsubscribed as they were", async () => {
    const when = new Date("2024-05-01T00:00:00Z");
    const subscriber = await addSubscriber(database.db(), { status: "unsubscribed", unsubscribedAt: when });
    expect(await unsubscribeSubscriber({ db: database.db(), id: subscriber.id, actor: testActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "already-unsubscribed",
    });
    expect((await rowOf(subscriber.id))?.unsubscribedAt).toEqual(when);
    expect(await database.db().$count(auditLog)).toBe(0);
  });

  it("says not found for an unknown id", async () => {
    expect(
      await unsubscribeSubscriber({
        db: database.db(),
        id: "00000000-0000-4000-8000-000000000000",
        actor: testActor,
      }),
    ).toEqual({ ok: false, error: "not-found" });
  });
});
