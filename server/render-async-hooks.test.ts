import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("page rendering and Node's async hooks", () => {
  // Entering an AsyncLocalStorage switches Node's async hooks on for the rest of
  // the process's life, and every request after it pays for them, the stored
  // pages' fast path included. See docs/decisions/042-render-without-async-hooks.md.
  it("renders a public page and the not-found page without entering an AsyncLocalStorage", async () => {
    const entered = [vi.spyOn(AsyncLocalStorage.prototype, "run"), vi.spyOn(AsyncLocalStorage.prototype, "enterWith")];
    const app = http.app();

    const events = await app.request("/events");
    expect(events.status).toBe(200);
    expect(await events.text()).toContain("</html>");
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("</html>");

    for (const spy of entered) expect(spy).not.toHaveBeenCalled();
  });
});
