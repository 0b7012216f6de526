// The layer rules of docs/ARCHITECTURE.md, checked on every `npm run lint`:
// each import of the project's own code must point down the layers.
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

export function checkLayers(root) {
  const problems = [];
  for (const top of [...Object.keys(LAYER_RULES), "tests"]) {
    if (!fs.existsSync(path.join(root, top))) continue;
    for (const file of sourceFiles(root, top)) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const { specifier, line } of importsOf(source)) {
        for (const problem of checkImport(file, specifier)) problems.push(`${file}:${line} imports ${problem}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const problems = checkLayers(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) break the layer rules (docs/ARCHITECTURE.md).`);
    process.exit(1);
  }
}
