import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import { queryRow, queryRows } from "./query-rows";

const database = withTestDatabase();

describe("reading the rows of a raw query", () => {
  it("answers one object per row, named as the query names its columns, on either database", async () => {
    const rows = await queryRows<{ number: number; word: string; camelCase: boolean }>(
      database.db(),
      sql`select n::int as number, 'n' || n as word, n > 1 as "camelCase" from generate_series(1, 3) n order by n`,
    );
    expect(rows).toEqual([
      { number: 1, word: "n1", camelCase: false },
      { number: 2, word: "n2", camelCase: true },
      { number: 3, word: "n3", camelCase: true },
    ]);
  });

  it("answers an empty list for no rows, and reads inside a transaction", async () => {
    const none = await database.db().transaction((tx) => queryRows(tx, sql`select 1 where false`));
    expect(none).toEqual([]);
  });

  it("gives the first row of a query of one, and undefined when there is none", async () => {
    expect(await queryRow<{ total: number }>(database.db(), sql`select 2 + 3 as total`)).toEqual({ total: 5 });
    expect(await queryRow(database.db(), sql`select 1 where false`)).toBeUndefined();
  });
});
