import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, emailSubscribers } from "#db/schema";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import {
  CONFIRM_MESSAGE,
  CONFIRMATION_FIELD,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  TOO_MANY_REQUESTS,
} from "#rules/form-guard";
import { EMAIL_MESSAGES } from "#rules/form-text";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { withTestDatabase } from "#tests/setup/database";
import { BODY_ERRORS, VISITOR_FORM_MAX_BYTES } from "./read-visitor-form";
import { VALIDATION_FAILED } from "./visitor-forms";

const database = withTestDatabase();

function app(env: Record<string, string> = {}) {
  return createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", TRUST_PROXY: "true", ...env }, {}),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
}

const message = { name: "Ann Lee", email: "Ann@Example.com", subject: "Hello", message: "Can we talk about my debt?" };
const signup = { firstName: "Ann", lastName: "Lee", email: "Ann@Example.com" };
const person = { [FILL_TIME_FIELD]: 9000 };

function post(path: string, body: unknown, { client = "203.0.113.7", env = {} as Record<string, string> } = {}) {
  return app(env).request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/contact-messages", () => {
  it("stores the message and answers 201 with its id", async () => {
    const response = await post("/api/contact-messages", { ...message, ...person });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.db().select().from(contactMessages);
    expect(row).toMatchObject({ id, email: "ann@example.com", status: "unread", priority: "normal" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 400 with each field's first message", async () => {
    const response = await post("/api/contact-messages", { name: "A", email: "nope", message: "Winner winner" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: VALIDATION_FAILED,
      validationErrors: [
        { field: "name", message: CONTACT_MESSAGES.nameTooShort },
        { field: "email", message: EMAIL_MESSAGES.invalid },
        { field: "message", message: CONTACT_MESSAGES.spam },
      ],
    });
  });

  it.each([
    ["name", "", CONTACT_MESSAGES.nameRequired],
    ["name", "A", CONTACT_MESSAGES.nameTooShort],
    ["name", "N".concat("a".repeat(100)), CONTACT_MESSAGES.nameTooLong],
    ["name", "Ann_Lee", CONTACT_MESSAGES.nameCharacters],
    ["name", "Casino Royale", CONTACT_MESSAGES.spam],
    ["email", "", EMAIL_MESSAGES.required],
    ["email", "ann@", EMAIL_MESSAGES.invalid],
    ["email", `${"ab".repeat(125)}@x.com`, EMAIL_MESSAGES.tooLong],
    ["subject", "ab".repeat(101), CONTACT_MESSAGES.subjectTooLong],
    ["message", "   ", CONTACT_MESSAGES.messageRequired],
    ["message", "Hi there", CONTACT_MESSAGES.messageTooShort],
    ["message", "ab ".repeat(667).concat("ab"), CONTACT_MESSAGES.messageTooLong],
    ["message", "Read http://example.com today", CONTACT_MESSAGES.spam],
  ])("gives %s case %# its message", async (field, value, expected) => {
    const response = await post("/api/contact-messages", { ...message, ...person, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { validationErrors: { field: string; message: string }[] };
    expect(body.validationErrors).toEqual([{ field, message: expected }]);
  });

  it("answers a filled honeypot 201 but stores nothing", async () => {
    const honeypot = await post("/api/contact-messages", { ...message, ...person, [HONEYPOT_FIELD]: "x" });
    expect(honeypot.status).toBe(201);
    expect(await honeypot.json()).toHaveProperty("id");
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });

  it("answers a message sent too fast 428, asking to confirm, and stores it when sent again with that", async () => {
    const tooFast = await post("/api/contact-messages", { ...message, [FILL_TIME_FIELD]: 500 });
    expect(tooFast.status).toBe(428);
    const asked = (await tooFast.json()) as { error: string; confirmation: string };
    expect(asked.error).toBe(CONFIRM_MESSAGE);
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
    const confirmed = await post("/api/contact-messages", {
      ...message,
      [FILL_TIME_FIELD]: 500,
      [CONFIRMATION_FIELD]: asked.confirmation,
    });
    expect(confirmed.status).toBe(201);
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
  });

  it("answers a failure that is not an outage with the form's message as JSON, never a plain-text 500", async () => {
    const db = database.db();
    await db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    try {
      const contact = await post("/api/contact-messages", { ...message, ...person });
      expect(contact.status).toBe(500);
      expect(await contact.json()).toEqual({ error: CONTACT_MESSAGES.submitFailed });
      const subscribe = await post("/api/subscribers", { ...signup, ...person });
      expect(subscribe.status).toBe(500);
      expect(await subscribe.json()).toEqual({ error: SUBSCRIBER_MESSAGES.subscribeFailed });
    } finally {
      await db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }
  });

  it("answers 429 past the client's limit, with Retry-After, while others still get through", async () => {
    const env = { RATE_LIMIT_CONTACT: "2/10m" };
    for (let i = 0; i < 2; i++) {
      expect((await post("/api/contact-messages", { ...message, ...person }, { env })).status).toBe(201);
    }
    const refused = await post("/api/contact-messages", { ...message, ...person }, { env });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await post("/api/contact-messages", { ...message, ...person }, { env, client: "198.51.100.4" });
    expect(other.status).toBe(201);
  });

  it("keeps one limit across two app instances sharing the database", async () => {
    const env = { RATE_LIMIT_CONTACT: "3/10m" };
    const [first, second] = [app(env), app(env)];
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const response = await (i % 2 ? first : second).request("/api/contact-messages", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.50" },
          body: JSON.stringify({ ...message, ...person }),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe("POST /api/subscribers", () => {
  it("adds an active subscriber from the website and answers 201 with its id", async () => {
    const response = await post("/api/subscribers", { ...signup, ...person });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.db().select().from(emailSubscribers);
    expect(row).toMatchObject({ id, email: "ann@example.com", status: "active", source: "website" });
  });

  it("answers 409 for an address already active, whatever its letter case", async () => {
    await post("/api/subscribers", { ...signup, ...person });
    const again = await post("/api/subscribers", { ...signup, email: "ANN@EXAMPLE.COM", ...person });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: SUBSCRIBER_MESSAGES.alreadySubscribed });
  });

  it("answers 400 with the signup's messages, whitespace counting as empty", async () => {
    const response = await post("/api/subscribers", { firstName: " ", lastName: "\t", email: "  " });
    expect(await response.json()).toEqual({
      error: VALIDATION_FAILED,
      validationErrors: [
        { field: "firstName", message: SUBSCRIBER_MESSAGES.firstNameRequired },
        { field: "lastName", message: SUBSCRIBER_MESSAGES.lastNameRequired },
        { field: "email", message: EMAIL_MESSAGES.required },
      ],
    });
    const invalid = await post("/api/subscribers", { ...signup, email: "ann at example" });
    expect(((await invalid.json()) as { validationErrors: unknown[] }).validationErrors).toEqual([
      { field: "email", message: EMAIL_MESSAGES.invalid },
    ]);
  });

  it("answers 429 past the client's limit", async () => {
    const env = { RATE_LIMIT_SUBSCRIBE: "1/1h" };
    expect((await post("/api/subscribers", { ...signup, ...person }, { env })).status).toBe(201);
    const refused = await post("/api/subscribers", { ...signup, email: "b@example.com", ...person }, { env });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
  });
});

describe("bodies the visitor forms refuse", () => {
  it.each(["/api/contact-messages", "/api/subscribers"])("%s: 400 for malformed JSON, never 500", async (path) => {
    const response = await post(path, '{"name": "Ann", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: BODY_ERRORS.malformedJson });
  });

  it.each(["/api/contact-messages", "/api/subscribers"])(
    "%s: 415 for a type other than JSON or a form",
    async (path) => {
      for (const type of ["text/plain", "multipart/form-data; boundary=x", ""]) {
        const response = await app().request(path, {
          method: "POST",
          headers: type ? { "Content-Type": type } : {},
          body: JSON.stringify(signup),
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ error: BODY_ERRORS.unsupportedType });
      }
    },
  );

  it.each(["/api/contact-messages", "/api/subscribers"])("%s: 413 for a body over the limit", async (path) => {
    const response = await post(path, { ...message, message: "a b ".repeat(VISITOR_FORM_MAX_BYTES / 4 + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: BODY_ERRORS.tooLarge });
  });

  it("takes a plain form post the same way as JSON", async () => {
    const response = await app().request("/api/contact-messages", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...message, [FILL_TIME_FIELD]: "9000" }).toString(),
    });
    expect(response.status).toBe(201);
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
  });

  it("treats JSON that is not an object as a form with every field missing", async () => {
    for (const body of ["null", "[1,2]", '"text"', "42"]) {
      const response = await post("/api/subscribers", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { validationErrors: unknown[] }).validationErrors).toHaveLength(3);
    }
  });
});
