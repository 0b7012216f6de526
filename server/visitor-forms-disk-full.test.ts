import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { classRegistrations, contactMessages, emailSubscribers } from "#db/schema";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber-texts";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { mountSmallDisk, type SmallDisk, startPostgresOn } from "#tests/setup/small-disk";

/**
 * The disk under the database fills up: every visitor form is answered 503
 * with its own failure message (never a bare 500), a form posted without
 * JavaScript comes back with what was typed, and once there is room again the
 * same posts are stored.
 */

let disk: SmallDisk | undefined;
let handle: DatabaseHandle | undefined;
let stopCluster: (() => void) | undefined;

beforeAll(async () => {
  disk = mountSmallDisk(backend === "postgres" ? "96m" : "48m");
  if (backend === "postgres") {
    const cluster = await startPostgresOn(disk);
    stopCluster = cluster.stop;
    handle = await openDatabase({ databaseUrl: cluster.url, dataDir: disk.dir, poolSize: 2 });
  } else {
    handle = await openDatabase({ databaseUrl: null, dataDir: disk.dir });
  }
}, 120_000);

afterAll(async () => {
  await handle?.close().catch(() => {});
  stopCluster?.();
  disk?.unmount();
});

function database() {
  if (!handle) throw new Error("the database is not open yet");
  return handle;
}

const http = withAdminHttp({ db: () => database().db, handle: database }, { signedIn: false });

const contact = { name: "Ann Lee", email: "ann@example.com", subject: "Budget", message: "Can we talk about my debt?" };
const signup = { firstName: "Ann", lastName: "Lee", email: "ann@example.com" };
const registration = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", note: "Front row please" };

describe(`visitor forms on a full disk (${backend})`, () => {
  it("answer 503 with each form's message, keep what was typed, and store the same posts once there is room", async () => {
    const db = database().db;
    const key = await getSigningKey({ db });
    const classType = await addClassType(db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
    const classDate = await addClassInstance(db, classType.id, { registrationMode: "on_site" });
    const registerPath = `/classes/debt-payoff/${classDate.id}/register`;
    // Sent by a person: well past the minimum fill time.
    const started = () => ({ [STARTED_AT_FIELD]: signFormStart({ key, now: new Date(Date.now() - 10_000) }) });
    const app = http.app();
    const json = (path: string, body: Record<string, unknown>) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...body, [FILL_TIME_FIELD]: 10_000 }),
      });

    disk?.fill();

    const api = [
      [await json("/api/contact-messages", contact), CONTACT_MESSAGES.submitFailed],
      [await json("/api/subscribers", signup), SUBSCRIBER_MESSAGES.subscribeFailed],
    ] as const;
    for (const [response, message] of api) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ error: message });
    }

    const pages = [
      [await postForm(app, "/contact", { ...contact, ...started() }), CONTACT_MESSAGES.submitFailed, contact],
      [await postForm(app, "/newsletter", { ...signup, ...started() }), SUBSCRIBER_MESSAGES.subscribeFailed, signup],
      [
        await postForm(app, registerPath, { ...registration, ...started() }),
        REGISTRATION_MESSAGES.registerFailed,
        registration,
      ],
    ] as const;
    for (const [response, message, typed] of pages) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await response.text();
      expect(html).toContain(message);
      // The form again, with what was typed in it.
      for (const value of Object.values(typed)) expect(html).toContain(value);
    }

    disk?.free();

    expect((await json("/api/contact-messages", contact)).status).toBe(201);
    expect((await json("/api/subscribers", signup)).status).toBe(201);
    expect((await postForm(app, "/contact", { ...contact, ...started() })).status).toBe(303);
    expect((await postForm(app, registerPath, { ...registration, ...started() })).status).toBe(303);
    expect(await db.select().from(contactMessages)).toHaveLength(2);
    expect(await db.select().from(emailSubscribers)).toHaveLength(1);
    expect(await db.select().from(classRegistrations)).toHaveLength(1);
  });
});
