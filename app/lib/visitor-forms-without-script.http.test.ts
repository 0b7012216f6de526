import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { classInstances, classRegistrations, contactMessages, emailSubscribers } from "#db/schema";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { CONFIRM_BUTTON, CONFIRM_MESSAGE, HONEYPOT_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber-texts";
import { createLogger } from "#server/logger";
import { createPageCache } from "#server/page-cache";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

/**
 * Every visitor form as a browser without JavaScript sends it, at the speed of
 * autofill (posted as soon as the page has come): never a success for what
 * was not stored. Only a filled honeypot is dropped without a word.
 */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });

type PageForm = { action: string; hidden: Record<string, string>; shown: Record<string, string> };

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? (match[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"') : null;
}

/** The form of `html` that posts to `action`: its hidden fields, and what its visible fields show. */
function formIn(html: string, action: string): PageForm {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);
  const form = forms.find((candidate) => attribute(candidate.slice(0, candidate.indexOf(">")), "action") === action);
  if (!form) throw new Error(`no form posting to ${action}`);
  const hidden: Record<string, string> = {};
  const shown: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (!name) continue;
    if (attribute(tag, "type") === "hidden" || name === HONEYPOT_FIELD) hidden[name] = attribute(tag, "value") ?? "";
    else if (attribute(tag, "type") === "checkbox") shown[name] = /\schecked=""/.test(tag) ? "on" : "";
    else shown[name] = attribute(tag, "value") ?? "";
  }
  for (const [, tag, text] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(tag ?? "", "name");
    if (name) shown[name] = text ?? "";
  }
  return { action, hidden, shown };
}

/**
 * The page as a visitor gets it. A page the site keeps for everyone is
 * rendered through the page cache, which is checked to have kept it: its form
 * is what every visitor gets, and carries nobody's start time.
 */
async function open(path: string, { stored = false } = {}): Promise<string> {
  if (!stored) {
    const response = await http.app().request(path);
    expect(response.status).toBe(200);
    return response.text();
  }
  const cache = createPageCache({ db: database.db(), logger: createLogger("silent"), timeZone: () => "UTC" });
  try {
    const response = await http.app({ pageCache: cache }).request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(cache.stats().entries).toBe(1);
    return html;
  } finally {
    cache.stop();
  }
}

/** Sends a page's form as a browser does: its hidden fields with what the visitor typed, from the site's origin. */
function send(form: PageForm, typed: Record<string, string>) {
  return postForm(http.app(), form.action, { ...form.hidden, ...typed });
}

type Case = {
  name: string;
  /** Opens the page with the form (adding what it needs), and where the form posts. */
  page: (db: Database) => Promise<{ path: string; action: string }>;
  /** Whether the site keeps the page for everyone (the page cache), rather than rendering it per visitor. */
  stored: boolean;
  typed: Record<string, string>;
  rows: (db: Database) => Promise<Record<string, unknown>[]>;
  /** Where the stored form sends the visitor. */
  done: RegExp;
  /** The form's words when it could not be stored. */
  failed: string;
};

const CASES: Case[] = [
  {
    name: "contact form",
    page: async () => ({ path: "/contact", action: "/contact" }),
    stored: false,
    typed: { name: "Ann Lee", email: "ann@example.com", subject: "", message: "Can we talk about my debt?" },
    rows: (db) => db.select().from(contactMessages),
    done: /^\/contact\?sent=1$/,
    failed: CONTACT_MESSAGES.submitFailed,
  },
  {
    name: "consultation request (Get started)",
    page: async () => ({ path: "/contact?subject=Consultation%20Request", action: "/contact" }),
    stored: false,
    typed: { name: "Ann Lee", email: "ann@example.com", message: "I would like a free consultation call." },
    rows: (db) => db.select().from(contactMessages),
    done: /^\/contact\?sent=1$/,
    failed: CONTACT_MESSAGES.submitFailed,
  },
  {
    name: "newsletter page",
    page: async () => ({ path: "/newsletter", action: "/newsletter" }),
    stored: false,
    typed: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
    rows: (db) => db.select().from(emailSubscribers),
    done: /^\/newsletter\?subscribed=1$/,
    failed: SUBSCRIBER_MESSAGES.subscribeFailed,
  },
  {
    name: "newsletter on the home page",
    page: async () => ({ path: "/", action: "/newsletter" }),
    stored: true,
    typed: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
    rows: (db) => db.select().from(emailSubscribers),
    done: /^\/newsletter\?subscribed=1$/,
    failed: SUBSCRIBER_MESSAGES.subscribeFailed,
  },
  {
    name: "workshop registration",
    page: async (db) => {
      const classType = await addClassType(db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
      const classDate = await addClassInstance(db, classType.id, {
        capacity: 3,
        availableSpots: 3,
        registrationMode: "on_site",
      });
      const path = `/classes/debt-payoff/${classDate.id}/register`;
      return { path, action: path };
    },
    stored: false,
    typed: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", note: "Wheelchair access", keepPosted: "on" },
    rows: (db) => db.select().from(classRegistrations),
    done: /\/register\?registered=confirmed$/,
    failed: REGISTRATION_MESSAGES.registerFailed,
  },
];

describe(`visitor forms without JavaScript, at autofill speed, on ${backend}`, () => {
  it.each(CASES)("$name: asks to confirm, keeps what was typed, and stores it once confirmed", async (form) => {
    const db = database.db();
    const { path, action } = await form.page(db);
    const page = formIn(await open(path, { stored: form.stored }), action);
    // A page the site stores for everyone carries no signed start time of this visitor.
    if (form.stored) expect(page.hidden).not.toHaveProperty(STARTED_AT_FIELD);
    else expect(page.hidden[STARTED_AT_FIELD]).toBeTruthy();
    const typed = { ...page.shown, ...form.typed };

    const first = await send(page, typed);
    expect(first.status).toBe(200);
    const asked = await first.text();
    expect(asked).toContain(CONFIRM_MESSAGE);
    expect(asked).toContain(`>${CONFIRM_BUTTON}</button>`);
    expect(await form.rows(db)).toHaveLength(0);
    const again = formIn(asked, action);
    // What was typed is still in the form, and where a signup came from.
    for (const [name, value] of Object.entries(typed)) expect(again.shown[name] ?? again.hidden[name]).toBe(value);
    if (form.stored) expect(again.hidden.source).toBe("home_page");

    const confirmed = await send(again, again.shown);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toMatch(form.done);
    const rows = await form.rows(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ann@example.com" });
    if (form.stored) expect(rows[0]).toMatchObject({ source: "home_page" });
  });

  it("takes the seat of a confirmed registration, with the newsletter box as ticked", async () => {
    const db = database.db();
    const form = CASES.find((candidate) => candidate.name === "workshop registration");
    if (!form) throw new Error("no registration case");
    const { path, action } = await form.page(db);
    const asked = await (await send(formIn(await open(path), action), form.typed)).text();
    const again = formIn(asked, action);
    expect(again.shown.keepPosted).toBe("on");
    await send(again, again.shown);
    const [registration] = await db.select().from(classRegistrations);
    expect(registration).toMatchObject({ status: "confirmed", keepPosted: true, note: "Wheelchair access" });
    const [classDate] = await db
      .select({ availableSpots: classInstances.availableSpots })
      .from(classInstances)
      .where(eq(classInstances.id, registration?.classInstanceId ?? ""));
    expect(classDate?.availableSpots).toBe(2);
  });

  it.each(CASES)("$name: a filled honeypot is answered like a success and dropped", async (form) => {
    const db = database.db();
    const { path, action } = await form.page(db);
    const page = formIn(await open(path), action);
    const response = await send(page, { ...page.shown, ...form.typed, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(form.done);
    expect(await form.rows(db)).toHaveLength(0);
  });

  it.each(CASES)(
    "$name: a failure that is not an outage shows the form again as typed, with the error",
    async (form) => {
      const db = database.db();
      const { path, action } = await form.page(db);
      const page = formIn(await open(path), action);
      // A fault in the code or the schema rather than an outage: the table every post writes first is gone.
      await db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
      try {
        const response = await send(page, { ...page.shown, ...form.typed });
        expect(response.status).toBe(500);
        const html = await response.text();
        expect(html).toContain(form.failed);
        const again = formIn(html, action);
        for (const [name, value] of Object.entries(form.typed)) expect(again.shown[name]).toBe(value);
      } finally {
        await db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
      }
    },
  );
});
