import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { freePort } from "#scripts/lib/local-test-tools.mjs";
import { startServer, waitUntilReady } from "#tests/setup/server-process";

test.describe.configure({ mode: "serial", timeout: 360_000 });

const CODE = /^ {2}SETUP CODE: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})$/m;

async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { redirect: "manual" })).status;
  } catch {
    return 0;
  }
}

test("a first start answers the setup page before the demo content is in, shows one setup code until it is used, and keeps it in DATA_DIR", async ({
  page,
}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  const codeFile = path.join(dataDir, "setup-code.txt");
  const port = await freePort();
  // PORT without SITE_URL: the addresses printed name this port.
  const env = { SITE_URL: undefined, SEED_DEMO: "true", LOG_LEVEL: "info" };
  try {
    const first = await startServer(dataDir, env, port);
    const setupUrl = `http://127.0.0.1:${port}/admin/setup`;
    let answered = 0;
    for (let attempt = 0; attempt < 600 && answered !== 200; attempt++) {
      answered = await statusOf(setupUrl);
      if (answered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answered).toBe(200);
    // The demo content is still being added: the site answers, readiness waits for it.
    expect(await statusOf(`${first.url}/readyz`)).toBe(503);
    await expect.poll(() => CODE.exec(first.output())?.[1], { timeout: 30_000 }).toBeTruthy();
    const code = CODE.exec(first.output())?.[1] ?? "";
    // A plain line of its own, framed, not inside a JSON log line.
    expect(first.output()).toMatch(new RegExp(`={64,}\\n\\n? {2}SETUP CODE: ${code}\\n`));
    expect(first.output()).toContain(`Open http://localhost:${port}/admin/setup and enter this code`);
    expect(first.output()).not.toContain(":3000");
    expect(fs.readFileSync(codeFile, "utf8").trim()).toBe(code);
    expect(fs.statSync(codeFile).mode & 0o777).toBe(0o600);

    await waitUntilReady(first);
    expect(await (await fetch(`${first.url}/events`)).text()).toContain("Learn More");
    first.process.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // A restart before the setup prints the same code, which still works.
    const second = await startServer(dataDir, env, port);
    await waitUntilReady(second);
    await expect.poll(() => CODE.exec(second.output())?.[1], { timeout: 30_000 }).toBe(code);
    expect(second.output()).not.toContain("adding demo content");

    await page.goto(setupUrl);
    await page.getByLabel("Setup code").fill(code.toLowerCase());
    await page.getByLabel("Your name").fill("Olivia");
    await page.getByLabel("Email").fill("olivia@example.com");
    await page.getByLabel("Password (at least 12 characters)").fill("a long enough password");
    await page.getByLabel("Password again").fill("a long enough password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/admin\/settings/);
    expect(fs.existsSync(codeFile)).toBe(false);
    second.process.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // Once used, no code is printed again.
    const third = await startServer(dataDir, env, port);
    await waitUntilReady(third);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(third.output()).not.toContain("SETUP CODE");
    expect(fs.existsSync(codeFile)).toBe(false);
    third.process.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a port already in use stops the start with one clear line and no setup code; admin create says to stop the running site", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  try {
    const running = await startServer(dataDir, { SEED_DEMO: "false" });
    await waitUntilReady(running);
    const port = Number(new URL(running.url).port);

    const clash = await startServer(otherDir, { SEED_DEMO: "false" }, port);
    expect(await clash.exited).toBe(1);
    const output = clash.output();
    expect(output).toContain(
      `Cannot start: port ${port} on 127.0.0.1 is already in use (another copy of the site, or another program). Stop it, or set PORT to a free port.`,
    );
    expect(output).not.toContain("SETUP CODE");
    expect(output).not.toContain("EADDRINUSE");
    expect(output).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(otherDir, "setup-code.txt"))).toBe(false);

    const admin = await promisify(execFile)(
      process.execPath,
      ["scripts/tool.mjs", "admin", "create", "--email", "o@example.com", "--password", "a long enough password"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(admin.code).toBe(1);
    expect(admin.stderr).toContain("the site is running and holds its embedded database");
    expect(admin.stderr).toContain("Stop the site first");
    expect((await fetch(`${running.url}/healthz`)).ok).toBe(true);
    running.process.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(otherDir, { recursive: true, force: true });
  }
});
