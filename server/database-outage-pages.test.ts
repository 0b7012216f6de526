import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withDatabaseThatGoesDown } from "#tests/setup/database-that-goes-down";

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
  });
});
