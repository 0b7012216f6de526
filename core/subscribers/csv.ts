/**
 * CSV as spreadsheets read it (RFC 4180), whatever separator the reader's
 * locale uses: every cell is quoted, with quotes doubled, so a `;` or a tab
 * inside a name stays in its cell. Any part a spreadsheet could run as a
 * formula (a cell, or a `;`- or tab-separated piece of it, starting with =, +,
 * -, @, tab or carriage return) gets a leading apostrophe, so a subscriber's
 * name cannot become a formula on the admin's machine (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: string): string {
  // Odd indexes hold the separators themselves.
  const pieces = value
    .split(/([;\t])/)
    .map((piece, index) => (index % 2 === 0 && index > 0 ? neutralised(piece) : piece));
  const joined = pieces.join("");
  const safe = FORMULA_START.test(value) ? `'${joined}` : joined;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line, ending in CRLF. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
