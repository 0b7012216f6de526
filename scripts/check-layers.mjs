// The layer rules of docs/ARCHITECTURE.md, checked on every `npm run lint`:
// each import of the project's own code must point down the layers, and each
// core module keeps the conventions of decision 014 (failures built from
// core/result.ts), 045 (one exported function per file) and 075 (a helper
// only one file uses lives in that file); no two modules import each other,
// directly or through others, at run time; no page casts the data of its
// loader or action; the back office's addresses are written in
// app/lib/admin-paths.ts only, every page's field labels and the back
// office's toasts in rules/.
// Usage: node scripts/check-layers.mjs [folder]   (default: the project root)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SKIPPED = new Set(["node_modules", "build", ".react-router", "migrations", "scratch", ".git"]);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s[^"'`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** What each layer's code (tests aside) may import of the project; the rule's name is in every message. */
export const LAYER_RULES = {
  rules: { may: ["rules"], rule: "layers/rules-import-nothing", says: "rules/ imports nothing of the project" },
  db: { may: ["db", "rules"], rule: "layers/db-imports-rules", says: "db/ imports only db/ and rules/" },
  core: {
    may: ["core", "db", "rules"],
    rule: "layers/core-imports-db-rules",
    says: "core/ imports only core/, db/ and rules/",
  },
  server: {
    may: ["server", "core", "db", "rules"],
    rule: "layers/server-imports-core-db-rules",
    says: "server/ imports only server/, core/, db/ and rules/",
  },
  app: {
    may: ["app", "server", "core", "rules"],
    rule: "layers/app-reaches-db-through-core",
    says: "app/ reaches the database only through core/, never db/",
  },
  scripts: {
    may: ["scripts", "server", "core", "db", "rules", "app"],
    rule: "layers/tests-only-in-tests",
    says: "nothing outside tests imports tests/",
  },
};

const isTestFile = (file) => file.startsWith("tests/") || /\.(test|spec)\.tsx?$/.test(file);

function layerOf(file) {
  return file.split("/")[0];
}

/** The layer a `#layer/...` specifier points at, or null for packages and relative paths. */
function targetLayer(specifier) {
  const match = /^#([a-z]+)\//.exec(specifier);
  return match ? match[1] : null;
}

/** The broken rules of one import, as messages naming the rule. */
export function checkImport(file, specifier) {
  if (specifier.startsWith("../")) {
    return [
      `${specifier}: use the subpath import (#app/, #core/, ...) to leave a folder (rule layers/no-parent-imports)`,
    ];
  }
  const target = targetLayer(specifier);
  if (!target) return [];
  if (isTestFile(file)) {
    if (target === "tests" && specifier.startsWith("#tests/e2e/") && !file.startsWith("tests/e2e/")) {
      return [
        `${specifier}: unit tests share builders through tests/setup/, not the browser suite's fixtures (rule layers/unit-tests-no-e2e-fixtures)`,
      ];
    }
    return [];
  }
  if (target === "tests")
    return [`${specifier}: nothing outside tests imports tests/ (rule layers/tests-only-in-tests)`];
  const layer = LAYER_RULES[layerOf(file)];
  if (!layer || layer.may.includes(target)) return [];
  return [`${specifier}: ${layer.says} (rule ${layer.rule})`];
}

export function importsOf(source) {
  return [...source.matchAll(IMPORT)].map((match) => ({
    specifier: match[1] ?? match[2] ?? match[3],
    line: source.slice(0, match.index + match[0].length - match[0].trimStart().length).split("\n").length,
  }));
}

function* sourceFiles(root, dir = "") {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(root, relative);
    else if (SOURCE.test(entry.name)) yield relative;
  }
}

/**
 * Core files that export more than one function, and why. Pure helpers and
 * registries read better together; everything else is one verb per file.
 */
export const SEVERAL_FUNCTIONS = {
  "core/result.ts": "the builders of the one failure shape, beside their types",
  "core/display-order.ts": "the one home of display order: next place and swap, shared by every ordered list",
  "core/dates.ts": "pure calendar arithmetic",
  "core/auth/totp.ts": "the pure steps of time-based codes (RFC 6238) and recovery codes",
  "core/auth/password.ts": "pure password hashing and checking",
  "core/auth/session-token.ts": "pure secret-token making, hashing and comparing",
  "core/security/signed-value.ts": "sign and read, a pair that must match",
  "core/visitor-forms/form-start.ts": "sign and read of a form's start time, a pair that must match",
  "core/subscribers/csv.ts": "pure CSV quoting",
  "core/subscribers/newsletter-links.ts": "pure builders of a newsletter's links and headers",
  "core/emails/email-layout.tsx": "the building blocks every email template shares",
  "core/seed/art.ts": "pure data: the demo content's pictures",
  "core/seed/load-data.ts": "the load-test data generator, run by scripts/seed-load.ts only",
  "core/lists/paging.ts": "pure paging arithmetic every admin list shares",
};

/**
 * Core files that answer a decision with more than one outcome rather than a
 * failure of a read or write, as decision 014 keeps them.
 */
export const OWN_OUTCOMES = {
  "core/auth/sign-in.ts": "invalid-credentials, throttled or second-factor: the page shows one message and logs which",
  "core/auth/complete-two-factor-sign-in.ts": "the second step of signIn, with its outcomes",
};

const FAILURE_LITERAL = /\bok:\s*false\b/g;
const EXPORTED_FUNCTION =
  /^export\s+(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)|^export\s+const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)/gm;

/** The core conventions one file breaks, as messages naming the rule. */
export function checkCoreFile(file, source) {
  if (!file.startsWith("core/") || isTestFile(file)) return [];
  const problems = [];
  if (file !== "core/result.ts" && !(file in OWN_OUTCOMES)) {
    for (const match of source.matchAll(FAILURE_LITERAL)) {
      const line = source.slice(0, match.index).split("\n").length;
      problems.push(
        `${file}:${line} builds a failure by hand: use NOT_FOUND, invalid() or conflict() of core/result.ts (rule core/failures-from-result)`,
      );
    }
  }
  const functions = [...source.matchAll(EXPORTED_FUNCTION)].map((match) => match[1] ?? match[2]);
  if (functions.length > 1 && !(file in SEVERAL_FUNCTIONS)) {
    problems.push(
      `${file} exports ${functions.length} functions (${functions.join(", ")}): one verb per core file, named after it (rule core/one-function-per-file)`,
    );
  }
  return problems;
}

/** The fixtures' deliberately wrong code, checked when the check is run on them. */
const IN_A_FIXTURE = /(^|\/)[\w-]+-fixture\//;
const SUBPATH = /^#(app|server|core|db|rules|tests|scripts)\//;
/** An import erased before the code runs: `import type`, `export type ... from`. */
const TYPE_ONLY = /^[\s;}]*(?:import|export)\s+type\b/;

/** The project's file an import loads, when the import is one that runs, of a module of the project. */
function loadedFile(root, file, match) {
  const specifier = match[1] ?? match[2];
  if (!specifier || TYPE_ONLY.test(match[0])) return null;
  const base = SUBPATH.test(specifier)
    ? specifier.slice(1)
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(file), specifier)
      : null;
  if (base === null) return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    base.replace(/\.js$/, ".ts"),
    `${base}/index.ts`,
  ];
  return candidates.find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
}

/**
 * The import cycles among modules, as lists of files each importing the next
 * and the last the first. Only imports that run count: a type import is
 * erased, and a dynamic `import()` waits until the importer has loaded.
 */
export function importCycles(imports) {
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const cycles = [];
  const visit = (file) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file));
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file), lowest.get(next)));
      } else if (stack.includes(next)) lowest.set(file, Math.min(lowest.get(file), order.get(next)));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group = new Set(stack.splice(stack.indexOf(file)));
    if (group.size > 1) cycles.push(shortestCycle(file, group, imports));
  };
  for (const file of imports.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** The shortest way from `start` back to itself through the files of `group`. */
function shortestCycle(start, group, imports) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (const file of queue) {
    for (const next of imports.get(file) ?? []) {
      if (next === start) {
        const cycle = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) cycle.unshift(at);
        return cycle;
      }
      if (group.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...group];
}

/**
 * A cast of the data React Router hands a page: the types it generates from
 * the page's own loader and action (`Route.ComponentProps`) are the check, and
 * a cast hides the mismatch they exist to show. The fix is the action's own
 * answer (`Answered<Answer>` in app/lib/admin-action.server.ts), not a cast.
 * A type argument other than `typeof loader` (or `typeof action`) asserts a
 * type the same way.
 */
const ROUTE_DATA_CASTS = [
  /\b(?:actionData|loaderData)\s*\)?\s+as\s+(?!const\b)/g,
  /\buse(?:Action|Loader|RouteLoader)Data\s*(?:<[^>]*>\s*)?\([^)]*\)\s*\)?\s+as\b/g,
  /\b\w*[fF]etcher\.data\s*\)?\s+as\b/g,
  /\buse(?:Action|Loader)Data\s*<(?!\s*typeof\s)/g,
];

/** The casts of loader or action data in one app/ file, as messages naming the rule. */
export function checkRouteData(file, source) {
  if (!file.startsWith("app/") || isTestFile(file)) return [];
  const problems = [];
  for (const pattern of ROUTE_DATA_CASTS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split("\n").length;
      problems.push(
        `${file}:${line} casts a loader's or action's data: type the loader or action's answer instead, React Router's generated types carry it (rule app/no-route-data-casts)`,
      );
    }
  }
  return problems;
}

/**
 * Core files that keep a file of their own though one file of their folder is
 * their only user (decision 075), and why. Any other such file is a private
 * helper of its user and lives in it, unexported.
 */
export const OWN_FILE_HELPERS = {
  "core/auth/report-account-under-attack.ts":
    "the owner's alert of an account under attack; its test checks the alert's links without signing in twenty times",
  "core/images/detect-image-type.ts": "a pure check of uploaded bytes, tested alone with crafted files",
  "core/images/is-heic-photo.ts": "a pure check of uploaded bytes, tested alone with crafted files",
  "core/rate-limit/delete-expired-rate-limit-windows.ts": "the sweep of old windows, whose test runs it alone",
  "core/registrations/register-for-class.ts":
    "the registration's write, tested alone; receive-registration.ts puts the visitor form's guard in front of it",
  "core/seed/faq-content.ts": "pure data: the demo's questions and answers",
  "core/seed/legal-content.ts": "pure data: the built-in legal pages",
  "core/seed/avoid-holidays.ts": "a step of the demo, tested alone",
  "core/seed/mark-demo-rows.ts": "a step of the demo, tested alone",
  "core/seed/seed-demo-visits.ts": "the demo's visits, a long generator tested alone",
  "core/seed/take-demo-visits.ts": "the demo's visits taken back, the pair of seed-demo-visits.ts",
};

const RESOLVED_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js"];

/** The project file a specifier points at, or null for packages and files that do not exist. */
function resolveImport(root, file, specifier) {
  const target = specifier.startsWith("#")
    ? specifier.slice(1)
    : specifier.startsWith("./")
      ? path.posix.join(path.posix.dirname(file), specifier)
      : null;
  if (!target) return null;
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = `${target}${extension}`;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/** Core files whose only user, tests aside, is one file of their own folder (rule core/helper-in-its-user). */
export function checkHelpers(importers) {
  const problems = [];
  for (const [file, users] of importers) {
    if (!file.startsWith("core/") || isTestFile(file) || users.size !== 1) continue;
    const [user] = users;
    if (!user.startsWith("core/") || path.posix.dirname(user) !== path.posix.dirname(file)) continue;
    if (file in OWN_FILE_HELPERS) continue;
    problems.push(
      `${file} is used only by ${user}: a helper one file needs lives in that file, unexported (rule core/helper-in-its-user)`,
    );
  }
  return problems;
}

/**
 * The files that may write a back-office address ("/admin...") as a string,
 * and why. Everywhere else takes it from app/lib/admin-paths.ts; tests may
 * write the addresses they request.
 */
export const ADMIN_PATH_HOMES = {
  "app/lib/admin-paths.ts": "the one home of the back office's addresses",
  "rules/admin-gate-paths.ts":
    "the addresses the gate in server/ sends to, which the back office shares; only rules/ reaches both",
  "app/components/site-footer.tsx":
    "the public footer's link to the sign-in page: importing it would add a chunk to every public page (decision 010's budget)",
  "app/routes.ts": "maps the addresses to route modules by pattern",
  "server/admin-access.ts": "the gate guards every address under /admin",
  "server/admin-cookie.ts": "the session cookie's Path",
  "server/app.ts": "settings are read afresh before any back-office write",
  "app/routes/_site/class-preview.tsx":
    "a public page, which may not load admin-paths.ts (the build refuses back-office code there): its link back to the dashboard",
};

const ADMIN_PATH_LITERAL = /["'`]\/admin(?![\w-])[^"'`\n]*/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[\s;{}(),])\/\/.*$/gm;

/** The source with its comments blanked out, lines kept, so a comment may name an address. */
function withoutComments(source) {
  return source.replace(COMMENT, (match, before = "") => before + match.slice(before.length).replace(/[^\n]/g, " "));
}

/** The back-office addresses one file writes by hand, as messages naming the rule. */
export function checkAdminPaths(file, source) {
  if (isTestFile(file) || file in ADMIN_PATH_HOMES) return [];
  if (!["app", "server", "core", "rules"].includes(layerOf(file))) return [];
  const code = withoutComments(source);
  return [...code.matchAll(ADMIN_PATH_LITERAL)].map((match) => {
    const line = code.slice(0, match.index).split("\n").length;
    return `${file}:${line} writes the address ${match[0].slice(1)} by hand: take it from app/lib/admin-paths.ts (rule paths/admin-paths-in-one-file)`;
  });
}

const LITERAL_LABEL = /(?<![\w-])label=(?:"|\{\s*["'`])/g;
const LITERAL_TOAST = /\bshowToast\(\s*["'`]|\bmessage:\s*["'`](?=[^"'`])/g;

/**
 * The field labels of every page and the back office's toasts written in a
 * page instead of rules/, as messages naming the rule. (The public pages'
 * toasts and other words are the owner's own content, read from the database.)
 */
export function checkPageTexts(file, source) {
  if (isTestFile(file) || !/^app\/(routes|components)\//.test(file)) return [];
  const backOffice = /^app\/(routes|components)\/admin\//.test(file);
  const code = withoutComments(source);
  const problems = [];
  const report = (pattern, what) => {
    for (const match of code.matchAll(pattern)) {
      const line = code.slice(0, match.index).split("\n").length;
      problems.push(
        `${file}:${line} writes ${what} in place: take it from the thing's rules/<thing>.ts (rule texts/labels-and-toasts-in-rules)`,
      );
    }
  };
  report(LITERAL_LABEL, "a label");
  if (backOffice) report(LITERAL_TOAST, "a toast's text");
  return problems;
}

export function checkLayers(root) {
  const problems = [];
  const imports = new Map();
  /** Each core file and the files, tests aside, that import it. */
  const importers = new Map();
  for (const top of [...Object.keys(LAYER_RULES), "tests"]) {
    if (!fs.existsSync(path.join(root, top))) continue;
    for (const file of sourceFiles(root, top)) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      if (file.startsWith("core/") && !importers.has(file)) importers.set(file, new Set());
      for (const { specifier, line } of importsOf(source)) {
        for (const problem of checkImport(file, specifier)) problems.push(`${file}:${line} imports ${problem}`);
        const target = isTestFile(file) ? null : resolveImport(root, file, specifier);
        if (target?.startsWith("core/") && target !== file) {
          if (!importers.has(target)) importers.set(target, new Set());
          importers.get(target).add(file);
        }
      }
      problems.push(...checkCoreFile(file, source));
      problems.push(...checkRouteData(file, source));
      problems.push(...checkAdminPaths(file, source));
      problems.push(...checkPageTexts(file, source));
      if (IN_A_FIXTURE.test(file)) continue;
      const loaded = [...source.matchAll(IMPORT)].map((match) => loadedFile(root, file, match));
      imports.set(file, new Set(loaded.filter(Boolean)));
    }
  }
  problems.push(...checkHelpers(importers));
  for (const cycle of importCycles(imports)) {
    problems.push(
      `${[...cycle, cycle[0]].join(" imports ")}: move what they share into a module they both import (rule layers/no-import-cycles)`,
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const problems = checkLayers(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) break the layer rules (docs/ARCHITECTURE.md).`);
    process.exit(1);
  }
}
