import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { copyTemplateDatabase, MADE_BY_FILE, templateNote } from "./embedded-template";
import { fromRoot } from "./project-root";
import { demoRows } from "./schema";

describe("a new embedded database made from the build's empty database", () => {
  let scratch: string;
  let template: string;

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "db-template-"));
    template = path.join(scratch, "template");
    // The build's own step, in a process of its own as the build runs it.
    execFileSync(
      fromRoot("node_modules", ".bin", "tsx"),
      [fromRoot("scripts", "make-database-template.ts"), template],
      {
        stdio: "inherit",
      },
    );
  }, 120_000);

  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("is a copy of the template that the site migrates, writes to and finds again after a restart", async () => {
    const dataDir = path.join(scratch, "site");
    const pgDir = path.join(dataDir, "postgres");
    fs.mkdirSync(pgDir, { recursive: true });
    expect(copyTemplateDatabase(pgDir, template)).toBe(true);
    expect(fs.readFileSync(path.join(pgDir, "PG_VERSION"), "utf8")).toBe(
      fs.readFileSync(path.join(template, "data", "PG_VERSION"), "utf8"),
    );
    expect(fs.existsSync(`${pgDir}.new`)).toBe(false);

    const first = await openDatabase({ databaseUrl: null, dataDir, durability: "relaxed" });
    try {
      await first.db.execute(
        sql`insert into demo_rows (table_name, row_id, fingerprint) values ('check', gen_random_uuid(), 'x')`,
      );
    } finally {
      await first.close();
    }
    // A database already there is never replaced by the template.
    expect(copyTemplateDatabase(pgDir, template)).toBe(false);
    const second = await openDatabase({ databaseUrl: null, dataDir, durability: "relaxed" });
    try {
      const rows = await second.db.select().from(demoRows).where(eq(demoRows.tableName, "check"));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("replaces what a copy cut short by a power cut left beside the folder", () => {
    const pgDir = path.join(scratch, "cut-short", "postgres");
    fs.mkdirSync(`${pgDir}.new`, { recursive: true });
    fs.writeFileSync(path.join(`${pgDir}.new`, "PG_VERSION"), "half");
    expect(copyTemplateDatabase(pgDir, template)).toBe(true);
    expect(fs.readdirSync(pgDir).sort()).toEqual(fs.readdirSync(path.join(template, "data")).sort());
    expect(fs.existsSync(`${pgDir}.new`)).toBe(false);
  });

  it("is not used when another version of PGlite made it, nor into a folder that already holds files", () => {
    const stale = path.join(scratch, "stale-template");
    fs.cpSync(template, stale, { recursive: true });
    fs.writeFileSync(path.join(stale, MADE_BY_FILE), templateNote("0.0.1"));
    const pgDir = path.join(scratch, "other-version", "postgres");
    fs.mkdirSync(pgDir, { recursive: true });
    expect(copyTemplateDatabase(pgDir, stale)).toBe(false);
    expect(fs.readdirSync(pgDir)).toEqual([]);

    const occupied = path.join(scratch, "occupied", "postgres");
    fs.mkdirSync(occupied, { recursive: true });
    fs.writeFileSync(path.join(occupied, "notes.txt"), "someone's file");
    expect(copyTemplateDatabase(occupied, template)).toBe(false);
    expect(fs.readdirSync(occupied)).toEqual(["notes.txt"]);
  });
});
