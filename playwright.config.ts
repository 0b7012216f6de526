import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from "./scripts/lib/local-test-tools.mjs";
import { ADMIN } from "./tests/e2e/admin-account";
import type { DatabaseBackend } from "./tests/e2e/fixtures/site";

// Workers load this file again; the port and data folder chosen by the main
// process reach them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig<{ databaseBackend: DatabaseBackend }>({
  testDir: "tests/e2e",
  // CI machines are shared and slower than a desk; the longest walks (a booking made,
  // rescheduled and cancelled) take 10-15 s alone and three times that under load.
  timeout: process.env.CI ? 60_000 : 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: "desktop-postgres",
            use: { ...devices["Desktop Chrome"], databaseBackend: "postgres" as const },
            // The whole site in a browser on PostgreSQL: public pages, visitor forms, an editor, a stale save
            // from two browsers, and bookings. Every route already runs on PostgreSQL over HTTP in Vitest's
            // `postgres` project, so the other browser specs run once (docs/decisions/006-testing.md).
            testMatch: /(public-states|forms-and-frames|admin-(class-instances|stale-save|bookings))\.spec\.ts/,
          },
        ]
      : []),
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /mobile-/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /(public-pages|mobile-.*)\.spec\.ts/ },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      SITE_URL: baseURL,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      // The browser tests send many forms from one address.
      RATE_LIMIT_CONTACT: "1000/10m",
      RATE_LIMIT_SUBSCRIBE: "1000/10m",
      RATE_LIMIT_BOOKING: "1000/10m",
      RATE_LIMIT_REGISTRATION: "1000/10m",
    },
  },
});
