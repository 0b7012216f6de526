import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailSubscribers } from "#db/schema";
import { EMAIL_MESSAGES } from "#rules/form-text";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { subscribe } from "./subscribe";

const database = withTestDatabase();
const mail = testMailSettings();
const ana = { firstName: "Ana", lastName: "Silva", email: "Ana@Example.com" };

describe("subscribing to the newsletter", () => {
  it("adds an active subscriber with the lower-cased email and the website source", async () => {
    const result = await subscribe({ db: database.db(), mail, input: ana });
    expect(result.ok).toBe(true);
    const rows = await database.db().select().from(emailSubscribers);
    expect(rows).toEqual([
      expect.objectContaining({
        id: result.ok ? result.id : "",
        firstName: "Ana",
        lastName: "Silva",
        email: "ana@example.com",
        source: "website",
        status: "active",
        unsubscribedAt: null,
      }),
    ]);
  });

  it("refuses an address already active, in any letter case", async () => {
    await subscribe({ db: database.db(), mail, input: ana });
    expect(await subscribe({ db: database.db(), mail, input: { ...ana, email: "ANA@example.COM" } })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "already-subscribed",
    });
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(1);
  });

  it("makes an unsubscribed address active again on the same row", async () => {
    const first = await subscribe({ db: database.db(), mail, input: ana });
    if (!first.ok) throw new Error("first signup failed");
    await database
      .db()
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date("2024-01-01T00:00:00Z") })
      .where(eq(emailSubscribers.id, first.id));
    const again = await subscribe({
      mail,
      db: database.db(),
      input: { firstName: "Ana Maria", lastName: "Silva", email: "ana@example.com", source: "events" },
    });
    expect(again).toEqual({ ok: true, id: first.id, status: "active" });
    const [row] = await database.db().select().from(emailSubscribers);
    expect(row).toMatchObject({ status: "active", unsubscribedAt: null, firstName: "Ana Maria", source: "events" });
  });

  it("lets only one of two simultaneous signups of an address through", async () => {
    const results = await Promise.all([1, 2, 3].map(() => subscribe({ db: database.db(), mail, input: ana })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(1);
  });

  it("reports the rule that failed", async () => {
    expect(await subscribe({ db: database.db(), mail, input: { ...ana, email: "ana@" } })).toEqual({
      ok: false,
      error: "invalid",
      errors: [{ field: "email", message: EMAIL_MESSAGES.invalid }],
    });
  });
});
