import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscription-page-texts";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withDatabaseThatGoesDown } from "#tests/setup/database-that-goes-down";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const http = withAdminHttp(database);
const databaseThatGoesDown = withDatabaseThatGoesDown(database);

describe(`pages during a database outage on ${backend}`, () => {
  it("answer 503 with Retry-After wherever a read fails, not 500 or a page saying there is nothing", async () => {
    const { handle, goDown } = await databaseThatGoesDown();
    const app = http.app({ database: handle });
    await getSigningKey({ db: handle.db });
    await goDown();

    // /faq has no handling of its own for an outage; /events used to say there were no upcoming events.
    const signedIn = { headers: { Cookie: http.session.cookie } };
    for (const [path, init] of [["/faq"], ["/events"], ["/faq.data"], ["/admin/inbox", signedIn]] as const) {
      const response = await app.request(path, init);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("30");
      await response.body?.cancel();
    }
    expect(await (await app.request("/faq")).text()).toContain("Please try again in a moment.");

    // An emailed link's button, sent while the database is away: the same answer, never "unsubscribed".
    const token = "ab".repeat(32);
    const button = await postForm(app, `/newsletter/unsubscribe?token=${token}`, { token }, { origin: null });
    expect(button.status).toBe(503);
    expect(button.headers.get("retry-after")).toBe("30");
    const html = await button.text();
    expect(html).toContain("Please try again in a moment.");
    expect(html).not.toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribed);
  });
});
