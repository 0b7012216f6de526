import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkLinks, checkPaths, checkRecord, commentsOf } from "./check-doc-links.mjs";

function runCheck(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/check-doc-links.mjs", ...args], { encoding: "utf8" });
}

const records = new Map([
  ["001", "001-stack.md"],
  ["002", "002-two-database-backends.md"],
]);

describe("the decision record check run by npm run lint", () => {
  it("refuses the deliberately wrong links and records of the fixture, naming each rule", () => {
    const run = runCheck("tests/setup/doc-link-fixture");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "server/names-a-missing-record.ts:2 links docs/decisions/001-backups.md, which does not exist (record 001 is docs/decisions/001-a-kept-record.md) (rule decisions/link-to-missing-record)",
    );
    expect(run.stderr).toContain("README.md:3 links docs/decisions/004-gone.md, which does not exist");
    expect(run.stderr).toContain(
      "db/links-a-number-without-a-record.ts:2 links docs/decisions/007, but no record has number 007 (rule decisions/link-to-missing-record)",
    );
    expect(run.stderr).toContain(
      "core/cites-an-unknown-decision.ts:2 names decision 033, which has no record in docs/decisions/ (rule decisions/unknown-decision-number)",
    );
    expect(run.stderr).toContain(
      'docs/decisions/002-a-record-without-its-lines.md:3 should have "Date: YYYY-MM-DD" and then "Status: accepted"',
    );
    expect(run.stderr).toContain("(rule decisions/record-has-date-and-status, see docs/decisions/000-template.md)");
    expect(run.stderr).toContain(
      "docs/decisions/003-superseded-by-no-record.md:4 names decision 009, which has no record in docs/decisions/ (rule decisions/unknown-decision-number)",
    );
    expect(run.stderr).toContain(
      "server/names-a-missing-file.ts:3 names core/auth/gone.ts, which does not exist (rule paths/named-file-exists)",
    );
    expect(run.stderr).toContain("README.md:5 names scripts/gone.mjs, which does not exist");
    expect(run.stderr).not.toContain("001-a-kept-record.md:");
    expect(run.stderr).not.toContain("in-a-string");
    expect(run.stderr).toContain("8 problem(s) with decision records, links to them or files named");
  });

  it("passes the project as it is", () => {
    const run = runCheck();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("reads every way code and docs name a record", () => {
    expect(checkLinks("a.ts", "// see docs/decisions/001-stack.md and decisions 001, 002", records)).toEqual([]);
    expect(checkLinks("a.md", "Decisions 001\nand 002", records)).toEqual([]);
    expect(checkLinks("a.ts", "// decision 001 or 003", records)).toEqual([
      "a.ts:1 names decision 003, which has no record in docs/decisions/ (rule decisions/unknown-decision-number)",
    ]);
    expect(checkLinks("a.md", "one\n[stack](002-stack.md)", records)[0]).toContain(
      "a.md:2 links docs/decisions/002-stack.md, which does not exist (record 002 is docs/decisions/002-two-database-backends.md)",
    );
    expect(checkLinks("a.ts", "see docs/decisions/003.", records)[0]).toContain(
      "(rule decisions/link-to-missing-record)",
    );
  });

  it("checks the files that docs and comments name, but not patterns, folders, strings or other words", () => {
    const there = new Set(["core/auth/sign-in.ts", "deploy/coaching-site@.service"]);
    const exists = (named: string) => there.has(named);
    const missing = (file: string, text: string) => checkPaths(file, text, exists);
    expect(missing("a.md", "See `core/auth/sign-in.ts`, `deploy/coaching-site@.service` and core/auth/.")).toEqual([]);
    expect(missing("a.md", "one\nSee core/auth/sign-in-throttle.ts.")).toEqual([
      "a.md:2 names core/auth/sign-in-throttle.ts, which does not exist (rule paths/named-file-exists)",
    ]);
    expect(missing("a.ts", "// core/auth/gone.ts\nconst path = 'core/auth/gone.ts';")).toHaveLength(1);
    expect(missing("a.tsx", "/* app/gone.tsx\n rules/gone.ts */")[1]).toContain("a.tsx:2 names rules/gone.ts");
    expect(missing("a.json", "core/auth/gone.ts")).toEqual([]);
    // Patterns, generated types, folders, rule names, paths inside others, imports and decision records.
    expect(
      missing(
        "a.md",
        "core/<thing>/<verb>-<thing>.ts app/routes/+types/x.ts tests/**/*.test.ts core/seed/ " +
          "core/one-function-per-file core/[id].ts build/server/index.js #core/auth/gone.ts docs/decisions/999-gone.md",
      ),
    ).toEqual([]);
  });

  it("reads the comments of a script, line by line, and not its strings", () => {
    const source = 'const a = "// not a comment"; // one\n/* two\nthree */ const b = `/* nor */`;';
    const comments = commentsOf(source);
    expect(comments).toHaveLength(source.length);
    expect(comments.split("\n").map((line) => line.trim())).toEqual(["one", "two", "three"]);
  });

  it("wants a Date and a Status line right under a record's title", () => {
    const record = (lines: string) =>
      checkRecord("002-two-database-backends.md", `# 002: Two\n\n${lines}\n\nText.\n`, records);
    expect(record("Date: 2026-11-21\nStatus: accepted")).toEqual([]);
    expect(record("Date: 2026-11-21\nStatus: accepted, amended by 001")).toEqual([]);
    expect(record("Date: 2026-11-21\nStatus: superseded by 001")).toEqual([]);
    expect(record("Status: accepted\nDate: 2026-11-21")[0]).toContain("(rule decisions/record-has-date-and-status");
    expect(record("Date: last week\nStatus: accepted")[0]).toContain("(rule decisions/record-has-date-and-status");
    expect(record("Date: 2026-11-21\nStatus: fine")[0]).toContain("(rule decisions/record-has-date-and-status");
    expect(record("Date: 2026-11-21\nStatus: superseded by 045")[0]).toContain(
      "names decision 045, which has no record",
    );
  });
});
