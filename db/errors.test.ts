import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backend, withTestDatabase } from "#tests/setup/database";
import { isDatabaseUnavailable } from "./errors";

const database = withTestDatabase();

/** The error the database itself raises with SQLSTATE `code`, as the driver and Drizzle hand it over. */
async function raisedWith(code: string): Promise<unknown> {
  try {
    await database
      .db()
      .execute(sql.raw(`do $$ begin raise exception 'raised for the test' using errcode = '${code}'; end $$`));
  } catch (error) {
    return error;
  }
  throw new Error(`nothing raised for ${code}`);
}

describe(`which database errors are an outage, on ${backend}`, () => {
  it.each([
    ["08006", "connection failure"],
    ["53100", "disk full"],
    ["53200", "out of memory"],
    ["53300", "too many connections"],
    ["55P03", "lock not available"],
    ["55006", "object in use"],
    ["57014", "query cancelled (statement timeout)"],
    ["57P01", "administrator shutdown"],
    ["57P03", "cannot connect now"],
    ["58030", "input/output error"],
  ])("%s (%s) is: try again later", async (code) => {
    expect(isDatabaseUnavailable(await raisedWith(code))).toBe(true);
  });

  it.each([
    ["23505", "unique violation"],
    ["23503", "foreign key violation"],
    ["42P01", "undefined table"],
    ["22P02", "invalid text representation"],
    ["40001", "serialization failure"],
  ])("%s (%s) is a fault in the statement, not an outage", async (code) => {
    expect(isDatabaseUnavailable(await raisedWith(code))).toBe(false);
  });

  it("a full disk (ENOSPC) is an outage", async () => {
    const full = await fs.writeFile("/dev/full", "x").catch((error: unknown) => error);
    expect(full).toMatchObject({ code: "ENOSPC" });
    expect(isDatabaseUnavailable(full)).toBe(true);
  });
});
