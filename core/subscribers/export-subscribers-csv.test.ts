import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, type SubscriberQuery } from "#rules/subscriber-admin";
import { withTestDatabase } from "#tests/setup/database";
import { addManySubscribers, addSubscriber } from "#tests/setup/subscriber-test-rows";
import { csvCell } from "./csv";
import { EXPORT_BATCH_SIZE, exportSubscribersCsv } from "./export-subscribers-csv";

const database = withTestDatabase();
const everyone: Omit<SubscriberQuery, "page"> = { search: "", status: null, source: null };

async function exportText(query = everyone, batchSize?: number) {
  let text = "";
  for await (const chunk of exportSubscribersCsv({ db: database.db(), query, timeZone: "UTC", batchSize })) {
    text += chunk;
  }
  return text;
}

/** A small RFC 4180 reader, to check the file as a spreadsheet would read it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += character;
  }
  return rows;
}

describe("exporting subscribers to CSV", () => {
  it("writes the export's columns and one row per subscriber, with dates as calendar days", async () => {
    await addSubscriber(database.db(), {
      firstName: "Ana",
      lastName: "Silva",
      email: "ana@example.com",
      source: "home_page",
      subscribedAt: new Date("2024-03-05T14:00:00Z"),
    });
    await addSubscriber(database.db(), {
      firstName: "Ben",
      lastName: "Okafor",
      email: "ben@example.com",
      status: "unsubscribed",
      subscribedAt: new Date("2024-01-02T08:00:00Z"),
      unsubscribedAt: new Date("2024-06-30T23:30:00Z"),
    });
    expect(parseCsv(await exportText())).toEqual([
      [...CSV_COLUMNS],
      ["Ben", "Okafor", "ben@example.com", "unsubscribed", "website", "2024-01-02", "2024-06-30"],
      ["Ana", "Silva", "ana@example.com", "active", "home_page", "2024-03-05", ""],
    ]);
  });

  it("quotes commas, quotes and line breaks so each value stays in its cell", async () => {
    await addSubscriber(database.db(), { firstName: 'Mary "May"', lastName: "Smith, Jr.", source: "line\nbreak" });
    const text = await exportText();
    expect(text).toContain('"Mary ""May""","Smith, Jr."');
    expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(parseCsv(text)[1]?.slice(0, 2)).toEqual(['Mary "May"', "Smith, Jr."]);
    expect(parseCsv(text)[1]?.[4]).toBe("line\nbreak");
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    await addSubscriber(database.db(), { firstName: '=HYPERLINK("http://x")', lastName: "+1", source: "@src" });
    await addSubscriber(database.db(), { firstName: "-2", lastName: "\tTab", source: "\rcr" });
    const rows = parseCsv(await exportText());
    expect(rows[1]?.slice(0, 2)).toEqual(["'-2", "'\tTab"]);
    expect(rows[1]?.[4]).toBe("'\rcr");
    expect(rows[2]?.slice(0, 2)).toEqual(['\'=HYPERLINK("http://x")', "'+1"]);
    expect(rows[2]?.[4]).toBe("'@src");
    expect(csvCell("a-b")).toBe('"a-b"');
  });

  it("quotes every cell, so ; and tab keep a value in one cell in any locale, and neutralises each piece", async () => {
    await addSubscriber(database.db(), { firstName: "Ann;=1+2", lastName: "Lee\t@SUM(A1)", source: "x;-y" });
    const text = await exportText();
    const line = text.split("\r\n")[1] ?? "";
    expect(line).toMatch(/^"Ann;'=1\+2","Lee\t'@SUM\(A1\)","[^"]*","active","x;'-y","\d{4}-\d{2}-\d{2}",""$/);
    // Read with ; or tab as the separator, no piece starts a formula.
    for (const piece of line.split(/[;\t,]/)) expect(piece.replace(/^"/, "")).not.toMatch(/^[=+\-@\t\r]/);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
  });

  it("reads more rows than one batch holds, each exactly once, newest first", async () => {
    const count = EXPORT_BATCH_SIZE * 2 + 37;
    await addManySubscribers(database.db(), count);
    const rows = parseCsv(await exportText()).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[2])).size).toBe(count);
    expect(rows[0]?.[2]).toBe(`bulk${count - 1}@example.com`);
    expect(rows.at(-1)?.[2]).toBe("bulk0@example.com");
  });

  it("keeps rows created in the same instant across batch boundaries", async () => {
    // Microseconds, which a JavaScript date would round away.
    const at = sql`'2025-03-01 09:00:00.123456+00'::timestamptz` as unknown as Date;
    for (let index = 0; index < 7; index++) {
      await addSubscriber(database.db(), { email: `same${index}@example.com`, createdAt: at });
    }
    const rows = parseCsv(await exportText(everyone, 3)).slice(1);
    expect(rows.map((row) => row[2]).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `same${i}@example.com`));
  });

  it("exports only the currently filtered list", async () => {
    await addManySubscribers(database.db(), 10);
    const rows = parseCsv(await exportText({ search: "bulk1", status: "active", source: "events" })).slice(1);
    expect(rows.map((row) => row[2])).toEqual(["bulk1@example.com"]);
  });
});
