import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFormOf } from "#app/lib/visitor-action.server";
import { TOO_MANY_REQUESTS, VISITOR_FORMS } from "#rules/form-guard";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { loadServerBuild, routePaths } from "#tests/setup/server-build";

/**
 * Every form a visitor sends from a page passes the one guard
 * (server/visitor-form-guard.ts, decision 076): this walks the routes of the
 * site as it is built and fails on a public action written without it.
 */
describe("the public site's actions", () => {
  let build: ServerBuild;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ build, close } = await loadServerBuild());
  }, 120_000);
  afterAll(() => close());

  it("all go through the visitor-form guard, and every kind of visitor form has a page", () => {
    const publicActions = routePaths(build).filter((route) => route.hasAction && !route.path.startsWith("/admin"));
    const guarded = publicActions.map((route) => ({
      path: route.path,
      form: guardedFormOf(build.routes[route.id]?.module.action),
    }));
    expect(guarded.filter((route) => route.form === null).map((route) => route.path)).toEqual([]);
    expect(guarded.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/contact", "/newsletter", "/book/:slug", "/bookings/:token/cancel"]),
    );
    expect(new Set(guarded.map((route) => route.form))).toEqual(new Set(Object.keys(VISITOR_FORMS)));
  });
});

describe("the visitor forms' rate limits", () => {
  const database = withTestDatabase();
  const http = withAdminHttp(database, { signedIn: false, env: { RATE_LIMIT_REGISTRATION: "1/1h" } });

  async function formStartAfterTyping(path: string): Promise<string> {
    const html = await (await http.app().request(path)).text();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    return /name="startedAt" value="([^"]+)"/.exec(html)?.[1] ?? "";
  }

  it("count each kind of form on its own: registrations spent leave the newsletter open", async () => {
    const classType = await addClassType(database.db(), { slug: "budgeting-basics" });
    const classDate = await addClassInstance(database.db(), classType.id, { registrationMode: "on_site" });
    const page = `/classes/budgeting-basics/${classDate.id}/register`;
    const startedAt = await formStartAfterTyping(page);
    const register = (email: string) =>
      postForm(http.app(), page, { firstName: "Ann", lastName: "Lee", email, startedAt }, { origin: null });

    expect((await register("ann@example.org")).status).toBe(303);
    const limited = await register("ben@example.org");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain(TOO_MANY_REQUESTS);
    // What she typed is still in the form, to send once the limit lifts.
    expect(html).toContain('value="ben@example.org"');

    const signup = await postForm(
      http.app(),
      "/newsletter",
      {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.org",
        startedAt: await formStartAfterTyping("/newsletter"),
      },
      { origin: null },
    );
    expect(signup.status).toBe(303);
    expect(signup.headers.get("location")).toBe("/newsletter?subscribed=1");
  });
});
