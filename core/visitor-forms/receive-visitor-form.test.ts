import { describe, expect, it } from "vitest";
import { contactMessages, emailSubscribers } from "#db/schema";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { CONFIRMATION_FIELD, FILL_TIME_FIELD, HONEYPOT_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { signFormStart } from "./form-start";
import { receiveVisitorForm, type VisitorFormResult } from "./receive-visitor-form";

const database = withTestDatabase();
const now = new Date("2025-03-01T12:00:00Z");
const rateLimit = { limit: 2, windowMs: 60_000 };
const signingKey = Buffer.alloc(32, 7);
const message = {
  name: "Ann Lee",
  email: "ann@example.com",
  message: "Can we talk about my debt?",
  [FILL_TIME_FIELD]: 8000,
};
const signup = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  [STARTED_AT_FIELD]: signFormStart({ key: signingKey, now: new Date(now.getTime() - 9000) }),
};

/** What became of a post, in one word: "created", "invalid", or the conflict's name. */
function outcomeOf(result: VisitorFormResult): string {
  if (result.ok) return "created";
  return result.error === "conflict" ? result.conflict : result.error;
}

function receive(form: "contact" | "subscribe", fields: Record<string, unknown>, clientAddress = "203.0.113.7") {
  return receiveVisitorForm({
    db: database.db(),
    form,
    fields,
    clientAddress,
    rateLimit,
    signingKey,
    now,
    mail: testMailSettings(),
  });
}

describe("receiving a visitor's form", () => {
  it("stores a person's contact message and signup", async () => {
    expect(outcomeOf(await receive("contact", message))).toBe("created");
    expect(outcomeOf(await receive("subscribe", signup))).toBe("created");
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(1);
  });

  it("answers a filled honeypot like a person but stores nothing", async () => {
    const bot = await receive("contact", { ...message, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(bot).toMatchObject({ ok: false, conflict: "discarded", signal: "honeypot" });
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });

  it("asks to confirm a form sent too fast or without a start time, and stores it once confirmed", async () => {
    const asked = [
      await receive("contact", { ...message, [FILL_TIME_FIELD]: 400 }, "198.51.100.2"),
      await receive("subscribe", { ...signup, [STARTED_AT_FIELD]: undefined }),
    ];
    expect(asked.map(outcomeOf)).toEqual(["unconfirmed", "unconfirmed"]);
    expect(
      asked.map((result) => (!result.ok && result.error === "conflict" && "signal" in result ? result.signal : null)),
    ).toEqual(["too-fast", "no-fill-time"]);
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(0);

    const [contact, subscribe] = asked.map((result) =>
      !result.ok && result.error === "conflict" && result.conflict === "unconfirmed" ? result.confirmation : "",
    );
    const confirmed = [
      await receive("contact", { ...message, [FILL_TIME_FIELD]: 400, [CONFIRMATION_FIELD]: contact }, "198.51.100.2"),
      await receive("subscribe", { ...signup, [STARTED_AT_FIELD]: undefined, [CONFIRMATION_FIELD]: subscribe }),
    ];
    expect(confirmed.map(outcomeOf)).toEqual(["created", "created"]);
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(1);
  });

  it("does not take a confirmation it did not sign, nor a filled honeypot with one", async () => {
    const first = await receive("contact", { ...message, [FILL_TIME_FIELD]: 400 });
    const confirmation =
      !first.ok && first.error === "conflict" && first.conflict === "unconfirmed" ? first.confirmation : "";
    const [value] = confirmation.split(".");
    const forged = [`${value}.${"A".repeat(43)}`, signFormStart({ key: signingKey, now })];
    for (const [index, token] of forged.entries()) {
      const fields = { ...message, [FILL_TIME_FIELD]: 400, [CONFIRMATION_FIELD]: token };
      const result = await receive("contact", fields, `192.0.2.${index}`);
      expect(outcomeOf(result)).toBe("unconfirmed");
    }
    const bot = await receive(
      "contact",
      { ...message, [HONEYPOT_FIELD]: "https://spam.example", [CONFIRMATION_FIELD]: confirmation },
      "198.51.100.9",
    );
    expect(outcomeOf(bot)).toBe("discarded");
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });

  it("trusts only a start time the server signed for the form", async () => {
    const early = String(now.getTime() - 60_000);
    const forged = [
      early,
      signFormStart({ key: Buffer.alloc(32, 8), now: new Date(now.getTime() - 60_000) }),
      `${Buffer.from(early).toString("base64url")}.${String(signup[STARTED_AT_FIELD]).split(".")[1]}`,
    ];
    for (const [index, startedAt] of forged.entries()) {
      const result = await receive(
        "subscribe",
        { ...signup, email: `bot${index}@example.com`, [STARTED_AT_FIELD]: startedAt },
        `192.0.2.${index}`,
      );
      expect(result).toMatchObject({ ok: false, conflict: "unconfirmed", signal: "no-fill-time" });
    }
    const tooFast = signFormStart({ key: signingKey, now: new Date(now.getTime() - 500) });
    expect(await receive("subscribe", { ...signup, [STARTED_AT_FIELD]: tooFast })).toMatchObject({
      signal: "too-fast",
    });
    expect(await database.db().select().from(emailSubscribers)).toHaveLength(0);
  });

  it("limits well-formed submissions per client and form, not invalid ones", async () => {
    for (let i = 0; i < 5; i++) expect(outcomeOf(await receive("contact", { ...message, name: "" }))).toBe("invalid");
    expect(outcomeOf(await receive("contact", message))).toBe("created");
    expect(outcomeOf(await receive("contact", message))).toBe("created");
    expect(await receive("contact", message)).toEqual({
      ok: false,
      error: "conflict",
      conflict: "too-many-requests",
      retryAfterSeconds: 60,
    });
    expect(outcomeOf(await receive("contact", message, "198.51.100.2"))).toBe("created");
    expect(outcomeOf(await receive("subscribe", signup))).toBe("created");
  });

  it("says what is wrong, and that an address is already subscribed", async () => {
    expect(await receive("contact", { ...message, message: "Act now!" })).toEqual({
      ok: false,
      error: "invalid",
      errors: [{ field: "message", message: CONTACT_MESSAGES.messageTooShort }],
    });
    await receive("subscribe", signup);
    expect(await receive("subscribe", { ...signup, email: "ANN@example.com" })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "already-subscribed",
    });
  });
});
