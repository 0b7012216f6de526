import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget, signInUrl } from "./safe-redirect";

describe("the post-sign-in destination", () => {
  it.each([
    ["/admin/inbox", "/admin/inbox"],
    ["/admin/team?status=inactive", "/admin/team?status=inactive"],
    ["/admin?tab=events#top", "/admin?tab=events#top"],
    ["/events", "/events"],
  ])("keeps the path on this site %s", (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https://evil.example/admin",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    " /admin",
    "/admin/login",
    "",
    null,
    undefined,
  ])("sends %s to /admin", (target) => {
    expect(safeRedirectTarget(target)).toBe("/admin");
  });

  it.each([
    "/.//evil.example/phish",
    "/..//evil.example/x",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/admin/.././/evil.example",
    "/admin/../..//evil.example/admin.data",
    "/./\\evil.example",
  ])("sends %s, which collapses into another host, to /admin", (target) => {
    expect(safeRedirectTarget(target)).toBe("/admin");
  });

  it("never accepts a target that a browser resolves to another origin", () => {
    const segment = fc.oneof(
      fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "admin", "evil.example", "\\", "%5c", "%2f", "@", ":"),
      fc.string({ maxLength: 6 }),
    );
    const path = fc
      .tuple(
        fc.constantFrom("", "/", "//", "\\", "/\\"),
        fc.array(segment, { maxLength: 6 }),
        fc.string({ maxLength: 4 }),
      )
      .map(([start, segments, tail]) => `${start}${segments.join("/")}${tail}`);
    fc.assert(
      fc.property(path, (target) => {
        const accepted = safeRedirectTarget(target);
        const page = "https://site.example/admin/login?redirectTo=x";
        expect(new URL(accepted, page).origin).toBe("https://site.example");
        expect(accepted.startsWith("//") || accepted.startsWith("/\\")).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it("remembers the origin page in the sign-in address", () => {
    expect(signInUrl("/admin/inbox?page=2")).toBe("/admin/login?redirectTo=%2Fadmin%2Finbox%3Fpage%3D2");
    expect(signInUrl("/admin")).toBe("/admin/login");
    expect(signInUrl("/admin/team", { expired: true })).toBe("/admin/login?redirectTo=%2Fadmin%2Fteam&expired=1");
  });
});
