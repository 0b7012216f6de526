import fs from "node:fs";
import os from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const INCLUDE = ["**/*.test.ts", "**/*.test.tsx"];
const EXCLUDE = ["node_modules/**", "build/**", "tests/e2e/**", "scratch/**"];
const TEST_FILE = /\.test\.tsx?$/;
const NOT_SEARCHED = new Set(["node_modules", "build", "scratch", ".git", ".react-router"]);

/**
 * Test files that use no database: they take nothing from tests/setup and do
 * not read the backend's name, so a second run on PostgreSQL would repeat the
 * first (docs/decisions/006-testing.md).
 */
function filesWithoutDatabase(): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (NOT_SEARCHED.has(entry.name) || (folder === "." && entry.name === "tests")) continue;
      const path = folder === "." ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (TEST_FILE.test(entry.name) && !/tests\/setup\/|TEST_DATABASE/.test(fs.readFileSync(path, "utf8")))
        found.push(path);
    }
  };
  visit(".");
  return found;
}

// The integration suite runs on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), leaving out the files that use no database.
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: "pglite", env: { TEST_DATABASE_BACKEND: "pglite" } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: "postgres",
            env: { TEST_DATABASE_BACKEND: "postgres" },
            exclude: [...EXCLUDE, ...filesWithoutDatabase()],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    include: INCLUDE,
    exclude: EXCLUDE,
    globalSetup: ["tests/setup/global-setup.ts"],
    // One file per core (Vitest leaves one core idle by default): most files spend
    // much of their time waiting on a database, a socket or a timer.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The site's build is imported as it ships (tests/setup/server-build.ts), by Node itself.
    server: { deps: { external: [/\/build\/server\//] } },
    projects,
  },
});
