import os from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// The integration suite runs on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
const backends = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

const projects: TestProjectInlineConfiguration[] = backends.map((backend) => ({
  extends: true,
  test: {
    name: backend,
    env: { TEST_DATABASE_BACKEND: backend },
  },
}));

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", "scratch/**"],
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
