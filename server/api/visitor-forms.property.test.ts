import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactMessages, emailSubscribers } from "#db/schema";
import { ContactMessageSchema } from "#rules/contact-message";
import { FILL_TIME_FIELD } from "#rules/form-guard";
import { fieldErrors } from "#rules/form-text";
import { SubscriberSchema } from "#rules/subscriber";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const ANSWERS = [201, 400, 409, 413, 415, 428, 429];
const ENDPOINTS = ["/api/contact-messages", "/api/subscribers"] as const;

function app() {
  return createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", RATE_LIMIT_CONTACT: "1000/1h", RATE_LIMIT_SUBSCRIBE: "1000/1h" }, {}),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
}

const FRAGMENTS = [
  "'; drop table contact_messages; --",
  '" or 1=1 --',
  "$1",
  "\\x00",
  "<script>alert(1)</script>",
  "&lt;b&gt;",
  "&amp;amp;",
  "{{constructor.constructor('x')()}}",
  "$" + "{7*7}",
  "%00%27",
  "\u0000",
  "\ud800",
  "\udfff",
  "👩🏽‍💻",
  "ﷺ",
  "e\u0301",
  "\u202eevil",
  "\r\n\t",
  "__proto__",
];
const fragment = fc.constantFrom(...FRAGMENTS);
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc
    .array(fc.oneof(fragment, fc.string({ unit: "grapheme", maxLength: 20 })), { maxLength: 12 })
    .map((parts) => parts.join(" ")),
  fc.constantFrom(0, 40_000).chain((size) => fc.constantFrom("x".repeat(size), "é".repeat(size / 2))),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.object({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const FIELDS = [
  "name",
  "email",
  "subject",
  "message",
  "firstName",
  "lastName",
  "source",
  "fillMs",
  "homepage",
  "startedAt",
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue).map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: "binary", maxLength: 500 }),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileText).map((body) => new URLSearchParams(body).toString()),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
);

describe("hostile bodies", () => {
  it("always get one of the documented answers, as JSON", async () => {
    const application = app();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), contentType, hostileBody, async (path, type, body) => {
        const response = await application.request(path, {
          method: "POST",
          headers: type ? { "Content-Type": type } : {},
          body,
        });
        expect(ANSWERS).toContain(response.status);
        expect(response.headers.get("content-type")).toContain("application/json");
        const answer = (await response.json()) as { id?: unknown; error?: unknown };
        if (response.status === 201) expect(typeof answer.id).toBe("string");
        else expect(typeof answer.error).toBe("string");
      }),
      { numRuns: 250 },
    );
  });
});

const letter = fc.constantFrom("a", "Z", "é", "ø", "ß", "李", "ж", "ñ", "Ω", " ", "-", "'", "’", ".", "e\u0301");
const nameText = fc.string({ unit: letter, minLength: 1, maxLength: 60 });
const freeText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 400 }),
  fc
    .array(fc.oneof(fragment, fc.string({ unit: "grapheme", maxLength: 30 })), { maxLength: 20 })
    .map((parts) => parts.join(" ")),
);
const email = fc.tuple(fc.emailAddress(), fc.constantFrom("", " ", "\t"), fc.boolean());

describe("stored text", () => {
  it("comes back exactly as the rules left it, or the rules' messages come back", async () => {
    const application = app();
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        nameText,
        nameText,
        email,
        fc.oneof(freeText, nameText),
        freeText,
        async (path, first, second, [address, padding, shout], subject, message) => {
          serial += 1;
          const typedEmail = `${padding}${serial}.${shout ? address.toUpperCase() : address}${padding}`;
          const body =
            path === "/api/contact-messages"
              ? { name: `${first} ${second}`, email: typedEmail, subject, message }
              : { firstName: first, lastName: second, email: typedEmail, source: "home" };
          const response = await application.request(path, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...body, [FILL_TIME_FIELD]: 10_000 }),
          });
          const answer = (await response.json()) as { id: string; validationErrors?: unknown };
          const schema = path === "/api/contact-messages" ? ContactMessageSchema : SubscriberSchema;
          const expected = schema.safeParse(body);
          if (!expected.success) {
            expect(response.status).toBe(400);
            expect(answer.validationErrors).toEqual(fieldErrors(expected.error));
            return;
          }
          expect(response.status).toBe(201);
          if (path === "/api/contact-messages") {
            const [row] = await database
              .db()
              .select({
                name: contactMessages.name,
                email: contactMessages.email,
                subject: contactMessages.subject,
                message: contactMessages.message,
              })
              .from(contactMessages)
              .where(eq(contactMessages.id, answer.id));
            expect(row).toEqual(expected.data);
          } else {
            const [row] = await database
              .db()
              .select({
                firstName: emailSubscribers.firstName,
                lastName: emailSubscribers.lastName,
                email: emailSubscribers.email,
                source: emailSubscribers.source,
              })
              .from(emailSubscribers)
              .where(eq(emailSubscribers.id, answer.id));
            expect(row).toEqual(expected.data);
          }
        },
      ),
      { numRuns: 200 },
    );
    // The property would say little if the rules refused nearly everything.
    expect((await database.db().select().from(contactMessages)).length).toBeGreaterThan(20);
    expect((await database.db().select().from(emailSubscribers)).length).toBeGreaterThan(20);
  });
});
