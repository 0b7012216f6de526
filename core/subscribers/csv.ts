/**
 * CSV as spreadsheets read it (RFC 4180): a cell holding a comma, a quote or a
 * line break is quoted, with quotes doubled. A cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) gets a leading
 * apostrophe, so a subscriber's name cannot become a formula on the admin's
 * machine (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, ending in CRLF. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
