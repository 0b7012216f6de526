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

  it("remembers the origin page in the sign-in address", () => {
    expect(signInUrl("/admin/inbox?page=2")).toBe("/admin/login?redirectTo=%2Fadmin%2Finbox%3Fpage%3D2");
    expect(signInUrl("/admin")).toBe("/admin/login");
    expect(signInUrl("/admin/team", { expired: true })).toBe("/admin/login?redirectTo=%2Fadmin%2Fteam&expired=1");
  });
});
