import { expect } from "vitest";

/**
 * Checks an export answered as a CSV download named `namePrefix-YYYY-MM-DD.csv`
 * holding `count` rows, and gives its lines without the byte order mark.
 */
export async function csvDownloadLines(response: Response, namePrefix: string, count: number): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="${namePrefix}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(response.headers.get("x-export-count")).toBe(String(count));
  return (await response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
}
