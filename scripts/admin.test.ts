import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#core/auth/password";
import { openDatabase } from "#db/client";
import { adminUsers } from "#db/schema";
import { spawnTool } from "#tests/setup/tool-process";

const PASSWORD = "correct horse battery staple";
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-tool-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin -- create ...`, `input` written to its stdin. */
async function createAdmin(args: string[], input: string) {
  const tool = spawnTool("admin", ["create", ...args], { DATA_DIR: dataDir, DATABASE_URL: "" });
  tool.child.stdin.end(input);
  const code = await tool.exited;
  return { code, output: tool.output() };
}

async function storedPasswordHash(email: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    return admin?.passwordHash ?? null;
  } finally {
    await database.close();
  }
}

describe("npm run admin -- create", () => {
  it("takes the password from its input, so it is neither on the command line nor echoed", async () => {
    const { code, output } = await createAdmin(["--email", "owner@example.com", "--name", "Owner"], `${PASSWORD}\n`);
    expect(output).toContain("Admin account created for owner@example.com.");
    expect(code).toBe(0);
    expect(output).not.toContain(PASSWORD);
    const hash = await storedPasswordHash("owner@example.com");
    expect(await verifyPassword(PASSWORD, hash ?? "")).toBe(true);
  }, 120_000);

  it("refuses the README's example password, and says why", async () => {
    const { code, output } = await createAdmin(["--email", "example@example.com"], "at least 12 characters\n");
    expect(code).toBe(1);
    expect(output).toContain("Choose a password of your own: this one is the example from the instructions");
    expect(await storedPasswordHash("example@example.com")).toBeNull();
  }, 120_000);

  it("still takes --password, and says what it costs", async () => {
    const { code, output } = await createAdmin(["--email", "second@example.com", "--password", PASSWORD], "");
    expect(code).toBe(0);
    expect(output).toContain("stays in the shell's history");
    expect(await verifyPassword(PASSWORD, (await storedPasswordHash("second@example.com")) ?? "")).toBe(true);
  }, 120_000);
});
