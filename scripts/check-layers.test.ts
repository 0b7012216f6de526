import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkAdminPaths, checkBackOfficeTexts, checkCoreFile, checkImport } from "./check-layers.mjs";

function runCheck(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/check-layers.mjs", ...args], { encoding: "utf8" });
}

describe("the layer check run by npm run lint", () => {
  it("refuses the deliberately wrong imports of the fixture, naming each rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "core/reads-a-route-helper.ts:2 imports #app/lib/format: core/ imports only core/, db/ and rules/ (rule layers/core-imports-db-rules)",
    );
    expect(run.stderr).toContain("app/routes/reads-the-schema.tsx:2 imports #db/schema");
    expect(run.stderr).toContain("(rule layers/app-reaches-db-through-core)");
    expect(run.stderr).toContain("(rule layers/rules-import-nothing)");
    expect(run.stderr).toContain("8 problem(s) break the layer rules");
  });

  it("refuses a core failure built by hand and a core file with two verbs, naming each rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.stderr).toContain(
      "core/builds-its-own-failure.ts:3 builds a failure by hand: use NOT_FOUND, invalid() or conflict() of core/result.ts (rule core/failures-from-result)",
    );
    expect(run.stderr).toContain(
      "core/exports-two-verbs.ts exports 2 functions (createThing, deleteThing): one verb per core file, named after it (rule core/one-function-per-file)",
    );
  });

  it("passes the project as it is", () => {
    const run = runCheck();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("names the rule for tests, parent folders and the browser suite's fixtures", () => {
    expect(checkImport("app/lib/meta.ts", "#tests/setup/content")).toEqual([
      "#tests/setup/content: nothing outside tests imports tests/ (rule layers/tests-only-in-tests)",
    ]);
    expect(checkImport("server/app.ts", "../core/dates")[0]).toContain("(rule layers/no-parent-imports)");
    expect(checkImport("core/team/get-team-member.test.ts", "#tests/e2e/fixtures/site")[0]).toContain(
      "(rule layers/unit-tests-no-e2e-fixtures)",
    );
    expect(checkImport("server/app.ts", "#app/root")[0]).toContain("(rule layers/server-imports-core-db-rules)");
    expect(checkImport("db/client.ts", "#core/dates")[0]).toContain("(rule layers/db-imports-rules)");
    expect(checkImport("core/team/get-team-member.test.ts", "#tests/setup/content")).toEqual([]);
    expect(checkImport("app/routes/_site/team.tsx", "#core/team/list-active-team-members")).toEqual([]);
  });

  it("keeps the core conventions to core's own code, outside its tests and allow-lists", () => {
    const twoVerbs = "export function a() {}\nexport async function b() {}\n";
    expect(checkCoreFile("core/things/two.ts", twoVerbs)[0]).toContain("(rule core/one-function-per-file)");
    expect(checkCoreFile("core/dates.ts", twoVerbs)).toEqual([]);
    expect(checkCoreFile("app/lib/two.ts", twoVerbs)).toEqual([]);
    const byHand = "export function a() {\n  return { ok: false };\n}\n";
    expect(checkCoreFile("core/things/a.ts", byHand)[0]).toContain("core/things/a.ts:2 builds a failure by hand");
    expect(checkCoreFile("core/things/a.test.ts", byHand)).toEqual([]);
    expect(checkCoreFile("core/result.ts", byHand)).toEqual([]);
  });

  it("refuses a back-office address written outside app/lib/admin-paths.ts, naming the rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.stderr).toContain(
      "app/components/links-by-hand.tsx:3 writes the address /admin/team by hand: take it from app/lib/admin-paths.ts (rule paths/admin-paths-in-one-file)",
    );
    const byHand = 'redirect("/admin/settings");\nconst row = `/admin/team/` + id;\n';
    expect(checkAdminPaths("app/routes/admin/x.tsx", byHand)).toHaveLength(2);
    expect(checkAdminPaths("server/x.ts", byHand)[0]).toContain("server/x.ts:1 writes the address /admin/settings");
    expect(checkAdminPaths("app/lib/admin-paths.ts", byHand)).toEqual([]);
    expect(checkAdminPaths("app/routes/admin/x.test.ts", byHand)).toEqual([]);
    expect(checkAdminPaths("tests/e2e/x.spec.ts", byHand)).toEqual([]);
    expect(
      checkAdminPaths("app/x.tsx", '// "/admin/team" in a comment\nconst site = "https://example.com/admin";\n'),
    ).toEqual([]);
  });

  it("refuses a back-office label or toast written in place of rules/, naming the rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.stderr).toContain(
      "app/routes/admin/texts-in-place.tsx:3 writes a toast's text in place: take it from the thing's rules/<thing>.ts (rule texts/back-office-texts-in-rules)",
    );
    expect(run.stderr).toContain("app/routes/admin/texts-in-place.tsx:7 writes a label in place");
    const page =
      '<TextField label="Name" />\n<TextField label={"Role"} />\nreturn redirectWithToast({ message: "Saved." });\n';
    expect(checkBackOfficeTexts("app/components/admin/x.tsx", page)).toHaveLength(3);
    expect(
      checkBackOfficeTexts(
        "app/routes/admin/x.tsx",
        '<TextField label={TEAM_MEMBER_LABELS.name} aria-label="Close" />',
      ),
    ).toEqual([]);
    expect(checkBackOfficeTexts("app/routes/_site/contact.tsx", page)).toEqual([]);
    expect(checkBackOfficeTexts("app/routes/admin/x.test.ts", page)).toEqual([]);
    expect(
      checkBackOfficeTexts("app/routes/admin/login-dialog.ts", 'Response.json({ ok: true, message: "" })'),
    ).toEqual([]);
  });
});
