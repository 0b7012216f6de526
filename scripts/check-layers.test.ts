import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  checkAdminPaths,
  checkCoreFile,
  checkHelpers,
  checkImport,
  checkPageTexts,
  checkRouteData,
  importCycles,
} from "./check-layers.mjs";

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
    expect(run.stderr).toContain(
      "app/lib/chart.ts imports app/lib/table.ts imports app/lib/chart.ts: move what they share into a module they both import (rule layers/no-import-cycles)",
    );
    expect(run.stderr).not.toContain("legend.ts");
    expect(run.stderr).toContain("13 problem(s) break the layer rules");
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

  it("refuses a helper kept in a file of its own though one file of its folder is its only user", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.stderr).toContain(
      "core/things/thing-label.ts is used only by core/things/create-thing.ts: a helper one file needs lives in that file, unexported (rule core/helper-in-its-user)",
    );
  });

  it("lets a helper stay apart when several files, a route or another folder use it, or when its reason is listed", () => {
    const importers = new Map([
      ["core/things/shared.ts", new Set(["core/things/a.ts", "core/things/b.ts"])],
      ["core/things/called-by-a-route.ts", new Set(["app/routes/things.tsx"])],
      ["core/things/called-from-another-folder.ts", new Set(["core/other/c.ts"])],
      ["core/seed/faq-content.ts", new Set(["core/seed/initial-content.ts"])],
    ]);
    expect(checkHelpers(importers)).toEqual([]);
    expect(checkHelpers(new Map([["core/things/own.ts", new Set(["core/things/a.ts"])]]))[0]).toContain(
      "(rule core/helper-in-its-user)",
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

  it("names each group of modules that import one another once, by its shortest way round, and no chain", () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([file, imported]) => [file, new Set(imported)]));
    expect(importCycles(graph({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
    expect(importCycles(graph({ a: ["b"], b: ["c"], c: ["a", "d"], d: [] }))).toEqual([["a", "b", "c"]]);
    expect(importCycles(graph({ a: ["b", "c"], b: ["a"], c: ["b"] }))).toEqual([["a", "b"]]);
    expect(importCycles(graph({ a: ["b"], b: ["a"], c: ["d"], d: ["c"] }))).toHaveLength(2);
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

  it("refuses a page's cast of its loader's or action's data, naming the rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    for (const line of [5, 6, 11])
      expect(run.stderr).toContain(
        `app/routes/casts-its-answer.tsx:${line} casts a loader's or action's data: type the loader or action's answer instead, React Router's generated types carry it (rule app/no-route-data-casts)`,
      );
  });

  it("finds each way of casting route data, and leaves the types React Router gives alone", () => {
    const casts = (source: string) => checkRouteData("app/routes/page.tsx", source).length;
    expect(casts("const answer = actionData as FormAnswer | undefined;")).toBe(1);
    expect(casts("const answer = (actionData) as FormAnswer;")).toBe(1);
    expect(casts("return { actionData: actionData as FormAnswer };")).toBe(1);
    expect(casts("const data = loaderData as\n  { title: string };")).toBe(1);
    expect(casts("const answer = useActionData() as FormAnswer;")).toBe(1);
    expect(casts("const loaded = useLoaderData() as { editVersion?: unknown };")).toBe(1);
    expect(casts('const root = useRouteLoaderData("root") as RootData;')).toBe(1);
    expect(casts('const root = useRouteLoaderData<typeof loader>("root") as RootData;')).toBe(1);
    expect(casts("if ((fetcher.data as FormAnswer).ok) close();")).toBe(1);
    expect(casts("const answer = schedulingFetcher.data as FormAnswer;")).toBe(1);
    expect(casts("const answer = useActionData<FormAnswer>();")).toBe(1);
    expect(casts("const data = useLoaderData<{ title: string }>();")).toBe(1);

    expect(casts("const answer = actionData;")).toBe(0);
    expect(casts("export default function Page({ loaderData, actionData: answer }: Route.ComponentProps) {}")).toBe(0);
    expect(casts("const data = useLoaderData<typeof loader>();")).toBe(0);
    expect(casts("const answer = useActionData<typeof action>();")).toBe(0);
    expect(casts("const loaded: unknown = useLoaderData();")).toBe(0);
    expect(casts('const pages = ["home", "about"] as const;')).toBe(0);
    expect(checkRouteData("app/routes/page.test.tsx", "const answer = actionData as FormAnswer;")).toEqual([]);
    expect(checkRouteData("core/things/a.ts", "const answer = actionData as FormAnswer;")).toEqual([]);
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

  it("refuses a label of any page, or a back-office toast, written in place of rules/, naming the rule", () => {
    const run = runCheck("tests/setup/layer-fixture");
    expect(run.stderr).toContain(
      "app/routes/admin/texts-in-place.tsx:3 writes a toast's text in place: take it from the thing's rules/<thing>.ts (rule texts/labels-and-toasts-in-rules)",
    );
    expect(run.stderr).toContain("app/routes/admin/texts-in-place.tsx:7 writes a label in place");
    const page =
      '<TextField label="Name" />\n<TextField label={"Role"} />\nreturn redirectWithToast({ message: "Saved." });\n';
    expect(checkPageTexts("app/components/admin/x.tsx", page)).toHaveLength(3);
    expect(
      checkPageTexts("app/routes/admin/x.tsx", '<TextField label={TEAM_MEMBER_LABELS.name} aria-label="Close" />'),
    ).toEqual([]);
    // A public page's labels come from rules/ too; its other words are the owner's content.
    expect(checkPageTexts("app/routes/_site/contact.tsx", page)).toHaveLength(2);
    expect(checkPageTexts("app/components/newsletter-form.tsx", '<TextField label="Email" />')).toHaveLength(1);
    expect(checkPageTexts("app/lib/format.ts", page)).toEqual([]);
    expect(checkPageTexts("app/routes/admin/x.test.ts", page)).toEqual([]);
    expect(checkPageTexts("app/routes/admin/login-dialog.ts", 'Response.json({ ok: true, message: "" })')).toEqual([]);
  });
});
