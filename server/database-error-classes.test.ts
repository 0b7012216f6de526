import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { postgresHandle } from "#db/client";
import { classTypes, contactMessages } from "#db/schema";
import { CLASS_PAGE_MESSAGES } from "#rules/class-page";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { INBOX_MESSAGES } from "#rules/contact-inbox";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { STARTED_AT_FIELD } from "#rules/form-guard";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addTeamMember } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

// The database refuses work for reasons of its own state, not of the
// statement: a lock not granted in time (55P03), a statement cancelled by a
// timeout or an operator (57014), a full disk (53100). A trigger makes it
// raise exactly that error on every write to one table.
const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

const refusing: string[] = [];
afterEach(async () => {
  for (const table of refusing.splice(0)) {
    await database.db().execute(sql.raw(`drop trigger if exists refuse_writes on ${table}`));
  }
});

/** Every write to `table` fails with SQLSTATE `code` until the test ends. */
async function refuseWrites(table: string, code: string) {
  await database.db().execute(
    sql.raw(`create or replace function refuse_writes() returns trigger language plpgsql
      as $$ begin raise exception 'refused for the test' using errcode = '${code}'; end $$`),
  );
  await database.db().execute(
    sql.raw(`create trigger refuse_writes before insert or update on ${table}
      for each row execute function refuse_writes()`),
  );
  refusing.push(table);
}

describe(`a database that cannot do the work right now, on ${backend}`, () => {
  it.each(["55P03", "57014", "53100"])(
    "answers a visitor's contact message with 503 and Retry-After when the write fails with %s",
    async (code) => {
      await refuseWrites("contact_messages", code);
      const message = { name: "Ann Lee", email: "ann@example.com", message: "Can we talk about my debt?" };

      const api = await http.app().request("/api/contact-messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...message, fillMs: 9000 }),
      });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("30");
      expect(await api.json()).toEqual({ error: CONTACT_MESSAGES.submitFailed });

      // Without JavaScript: the form's start time as the server signed it, ten seconds ago.
      const key = await getSigningKey({ db: database.db() });
      const startedAt = signFormStart({ key, now: new Date(Date.now() - 10_000) });
      const post = await postForm(http.app(), "/contact", { ...message, subject: "", [STARTED_AT_FIELD]: startedAt });
      expect(post.status).toBe(503);
      expect(post.headers.get("retry-after")).toBe("30");
      expect(await post.text()).toContain('value="Ann Lee"');
      expect(await database.db().select().from(contactMessages)).toEqual([]);
    },
  );

  it.each(["55P03", "57014"])(
    "answers an admin's save with 503 and Retry-After when the write fails with %s",
    async (code) => {
      const instructor = await addTeamMember(database.db());
      await refuseWrites("class_types", code);
      const response = await http.submit(
        "/admin/class-types/new",
        {
          title: "Budget Basics",
          slug: "budget-basics",
          description: "Plan a month.",
          instructorId: instructor.id,
          category: "webinar",
          whatYouGet: "A plan",
          howToPay: "Pay at the door by cash or card.",
        },
        { multipart: true },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).toContain(CLASS_TYPE_MESSAGES.createFailed("refused for the test"));
      expect(await database.db().select().from(classTypes)).toEqual([]);
    },
  );
});

// A lock held elsewhere (a migration, an operator's VACUUM FULL) and a lock
// timeout: every read of the table fails with 55P03 lock_not_available.
describe.runIf(backend === "postgres")("reads refused for a lock not granted in time, on PostgreSQL", () => {
  async function withLockedTable(table: string, work: (app: ReturnType<typeof http.app>) => Promise<void>) {
    const url = database.url() ?? "";
    const handle = postgresHandle(new pg.Pool({ connectionString: url, max: 2, options: "-c lock_timeout=200" }));
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query(`lock table ${table} in access exclusive mode`);
      await work(http.app({ database: handle }));
    } finally {
      await holder.end();
      await handle.close();
    }
  }

  it("a class page answers 503 with Retry-After and its own message", async () => {
    await withLockedTable("class_types", async (app) => {
      const response = await app.request("/classes/budget-basics");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).toContain(`<title>${CLASS_PAGE_MESSAGES.loadFailed}`);
    });
  });

  it("an admin list answers 503 with Retry-After and its own message", async () => {
    await withLockedTable("contact_messages", async (app) => {
      const response = await app.request("/admin/inbox", { headers: { Cookie: http.session.cookie } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).toContain(INBOX_MESSAGES.loadFailed);
    });
  });
});
