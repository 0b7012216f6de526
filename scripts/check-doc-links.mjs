// The decision records of docs/decisions/, checked on every `npm run lint`:
// each record opens with its Date and Status lines (docs/decisions/000-template.md),
// and code and docs name only records that exist; the project's files named in
// docs and in code comments exist too.
// Usage: node scripts/check-doc-links.mjs [folder]   (default: the project root)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SKIPPED = new Set([
  "node_modules",
  "build",
  "data",
  ".react-router",
  "test-results",
  "playwright-report",
  "scratch",
  ".git",
  "package-lock.json",
]);
/** Deliberately wrong links: the fixture (read only when the check is run on it) and the test that spells them out. */
const WRONG_ON_PURPOSE = new Set(["tests/setup/doc-link-fixture", "scripts/check-doc-links.test.ts"]);
const BINARY = /\.(jpe?g|png|webp|avif|gif|ico|woff2?|gz|br|zip|pdf|wasm)$/i;
const RECORDS = "docs/decisions";
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const TEMPLATE = "000-template.md";

/** A record's file name, as a path (`docs/decisions/022-backups-and-....md`) or a bare name in docs. */
const RECORD_NAME = /(?<![\w-])(\d{3})(-[a-z0-9-]*[a-z0-9])?\.md\b/g;
/** A path to the records folder with only a number. */
const RECORD_NUMBER_PATH = /\bdocs\/decisions\/(\d{3})(?![\d-]|\.md)/g;
/** "decision 032", "Decisions 021 and 022", "decisions 003, 004 or 009". */
const DECISION_NUMBERS = /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\d{3})*)(?!\d)/gi;
/**
 * A path from the project's root to a file, as docs and comments name one:
 * `core/auth/sign-in.ts`, `deploy/coaching-site@.service`. Not a path inside
 * another (`build/server/index.js`), nor an import specifier (`#core/...`).
 */
const CODE_PATH =
  /(?<![\w./#@~$-])(?:app|server|core|db|rules|scripts|tests|deploy|docs)\/[\w.+@<>{}*$[\]-]*(?:\/[\w.+@<>{}*$[\]-]*)*/g;
/** A pattern or a placeholder, not a file: `core/<thing>/<verb>-<thing>.ts`, `${name}.ts`, `**` / `*.ts`, `./+types/...`. */
const NOT_ONE_FILE = /[<>{}*$[\]]|\+types|\.\.\./;
/** Files whose comments are read: the ones in other files, and words in strings, are not paths to check. */
const CODE_FILE = /\.(ts|tsx|mjs)$/;
const STATUS = /^Status: (proposed|accepted|accepted, amended by (.+)|superseded by (.+)|deprecated)$/;

export const RULES = {
  missingRecord: "decisions/link-to-missing-record",
  unknownNumber: "decisions/unknown-decision-number",
  dateAndStatus: "decisions/record-has-date-and-status",
  missingPath: "paths/named-file-exists",
};

/** The file names of the records under root, by number. */
export function recordsIn(root) {
  const folder = path.join(root, RECORDS);
  const byNumber = new Map();
  if (!fs.existsSync(folder)) return byNumber;
  for (const name of fs.readdirSync(folder).sort()) {
    const match = RECORD_FILE.exec(name);
    if (match) byNumber.set(match[1], name);
  }
  return byNumber;
}

function lineAt(text, index) {
  return text.slice(0, index).split("\n").length;
}

function numbersIn(list) {
  return list.match(/\d{3}/g) ?? [];
}

/** The links of one file's text to records that do not exist, as messages naming the rule. */
export function checkLinks(file, text, records) {
  const problems = [];
  const names = new Set(records.values());
  for (const match of text.matchAll(RECORD_NAME)) {
    const name = `${match[1]}${match[2] ?? ""}.md`;
    if (names.has(name)) continue;
    const same = records.get(match[1]);
    const hint = same ? ` (record ${match[1]} is ${RECORDS}/${same})` : "";
    problems.push(
      `${file}:${lineAt(text, match.index)} links ${RECORDS}/${name}, which does not exist${hint} (rule ${RULES.missingRecord})`,
    );
  }
  for (const match of text.matchAll(RECORD_NUMBER_PATH)) {
    if (records.has(match[1])) continue;
    problems.push(
      `${file}:${lineAt(text, match.index)} links ${match[0]}, but no record has number ${match[1]} (rule ${RULES.missingRecord})`,
    );
  }
  for (const match of text.matchAll(DECISION_NUMBERS)) {
    for (const number of numbersIn(match[1])) {
      if (records.has(number)) continue;
      problems.push(
        `${file}:${lineAt(text, match.index)} names decision ${number}, which has no record in ${RECORDS}/ (rule ${RULES.unknownNumber})`,
      );
    }
  }
  return problems;
}

/**
 * The comments of a script, everything else blanked with spaces, line breaks
 * kept, so an index into it is one into the source. Strings are skipped as
 * quotes open and close; a regular expression holding a quote or `//` may
 * blank or keep a little too much of its line, never another line.
 */
export function commentsOf(source) {
  let out = "";
  let state = "code";
  let quote = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const next = source[i + 1];
    const kept = c === "\n" ? "\n" : " ";
    if (state === "code") {
      if (c === "/" && (next === "/" || next === "*")) {
        state = next === "/" ? "line" : "block";
        out += "  ";
        i++;
        continue;
      }
      if (c === '"' || c === "'" || c === "`") {
        state = "string";
        quote = c;
      }
      out += kept;
    } else if (state === "string") {
      if (c === "\\") {
        out += next === "\n" ? " \n" : "  ";
        i++;
        continue;
      }
      if (c === quote || (c === "\n" && quote !== "`")) state = "code";
      out += kept;
    } else if (state === "line") {
      if (c === "\n") state = "code";
      out += c;
    } else if (c === "*" && next === "/") {
      state = "code";
      out += "  ";
      i++;
    } else out += c;
  }
  return out;
}

/**
 * The files of the project that one file's docs (.md) or comments (.ts, .tsx,
 * .mjs) name and that do not exist. Only a path with a file's extension is
 * checked (a folder or a rule's name such as `core/one-function-per-file` is
 * not), and decision records are left to the rules above.
 */
export function checkPaths(file, text, exists) {
  const read = file.endsWith(".md") ? text : CODE_FILE.test(file) ? commentsOf(text) : null;
  if (read === null) return [];
  const problems = [];
  for (const match of read.matchAll(CODE_PATH)) {
    const named = match[0].replace(/[.]+$/, "");
    if (NOT_ONE_FILE.test(named) || !/\/[^/]*[^/.]\.[a-z]+$/i.test(named)) continue;
    if (named.startsWith(`${RECORDS}/`) && RECORD_FILE.test(named.slice(RECORDS.length + 1))) continue;
    if (exists(named)) continue;
    problems.push(
      `${file}:${lineAt(read, match.index)} names ${named}, which does not exist (rule ${RULES.missingPath})`,
    );
  }
  return problems;
}

/** A record's title, then its Date and Status lines, as docs/decisions/000-template.md shows them. */
export function checkRecord(name, text, records) {
  const file = `${RECORDS}/${name}`;
  const lines = text.split("\n");
  const number = name.slice(0, 3);
  const problems = [];
  const broken = (line, what) =>
    problems.push(`${file}:${line} ${what} (rule ${RULES.dateAndStatus}, see ${RECORDS}/${TEMPLATE})`);
  if (!lines[0]?.startsWith(`# ${number}: `)) broken(1, `should open with its title, "# ${number}: ..."`);
  let at = 1;
  while (at < lines.length && lines[at].trim() === "") at++;
  const date = lines[at] ?? "";
  const status = lines[at + 1] ?? "";
  const datePattern = name === TEMPLATE ? /^Date: YYYY-MM-DD$/ : /^Date: \d{4}-\d{2}-\d{2}$/;
  const statusMatch = STATUS.exec(status);
  if (!datePattern.test(date) || !statusMatch) {
    broken(
      at + 1,
      'should have "Date: YYYY-MM-DD" and then "Status: accepted" (or "accepted, amended by NNN", "superseded by NNN") right under its title',
    );
    return problems;
  }
  for (const later of numbersIn(`${statusMatch[2] ?? ""} ${statusMatch[3] ?? ""}`)) {
    if (!records.has(later))
      problems.push(
        `${file}:${at + 2} names decision ${later}, which has no record in ${RECORDS}/ (rule ${RULES.unknownNumber})`,
      );
  }
  return problems;
}

function* textFiles(root, dir = "") {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIPPED.has(entry.name) || WRONG_ON_PURPOSE.has(relative)) continue;
    if (entry.isDirectory()) yield* textFiles(root, relative);
    else if (entry.isFile() && !BINARY.test(entry.name)) yield relative;
  }
}

export function checkDocLinks(root) {
  const records = recordsIn(root);
  const problems = [];
  for (const file of textFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    problems.push(...checkLinks(file, text, records));
    problems.push(...checkPaths(file, text, (named) => fs.existsSync(path.join(root, named))));
  }
  const folder = path.join(root, RECORDS);
  if (fs.existsSync(folder)) {
    for (const name of fs.readdirSync(folder).sort()) {
      if (!name.endsWith(".md")) continue;
      if (!RECORD_FILE.test(name)) {
        problems.push(
          `${RECORDS}/${name} should be named NNN-a-few-words.md (rule ${RULES.dateAndStatus}, see ${RECORDS}/${TEMPLATE})`,
        );
        continue;
      }
      problems.push(...checkRecord(name, fs.readFileSync(path.join(folder, name), "utf8"), records));
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const problems = checkDocLinks(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} problem(s) with decision records, links to them or files named (${RECORDS}/${TEMPLATE}).`,
    );
    process.exit(1);
  }
}
