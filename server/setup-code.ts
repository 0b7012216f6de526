import fs from "node:fs";
import path from "node:path";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import type { Database } from "#db/client";
import { makeFolder } from "#db/make-folder";
import type { Logger } from "./logger";

/** The file in DATA_DIR holding the setup code while the site has no admin. */
export const SETUP_CODE_FILE = "setup-code.txt";

export function setupCodeFile(dataDir: string): string {
  return path.join(dataDir, SETUP_CODE_FILE);
}

function readCode(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * Deletes the setup code's file: the code has been used, or the site has an
 * admin. A file that cannot be deleted is tried again at the next start.
 */
export function removeSetupCodeFile(dataDir: string): void {
  try {
    fs.rmSync(setupCodeFile(dataDir), { force: true });
  } catch {}
}

/**
 * The lines that show the setup code: plain text between rules of "=", so
 * the code stands out in a terminal, journalctl or a container's log, and
 * can be found without reading JSON.
 */
export function setupCodeBanner({ code, setupUrl, file }: { code: string; setupUrl: string; file: string }): string {
  const lines = [
    `SETUP CODE: ${code}`,
    "",
    `Open ${setupUrl} and enter this code to create`,
    "the first admin account. It stays valid until it is used, also",
    "after a restart. It is also saved in:",
    file,
  ];
  const rule = "=".repeat(Math.max(64, ...lines.map((line) => line.length + 4)));
  return `\n${rule}\n${lines.map((line) => (line ? `  ${line}` : "")).join("\n")}\n${rule}\n\n`;
}

/**
 * While the site has no admin: the setup code this instance printed before
 * (read from its file in DATA_DIR) or a new one, written to that file (only
 * the server's user may read it) and printed. Once there is an admin the file
 * is removed. Only the code's hash is kept in the database, where every
 * instance sharing it checks the code typed on the setup page.
 */
export async function announceSetupCode({
  db,
  dataDir,
  siteUrl,
  logger,
  write = (text) => process.stderr.write(text),
}: {
  db: Database;
  dataDir: string;
  siteUrl: string;
  logger: Logger;
  write?: (text: string) => void;
}): Promise<string | null> {
  const file = setupCodeFile(dataDir);
  const code = await issueSetupCode({ db, keep: readCode(file) });
  if (!code) {
    removeSetupCodeFile(dataDir);
    return null;
  }
  const setupUrl = `${siteUrl}/admin/setup`;
  try {
    makeFolder(dataDir);
    fs.writeFileSync(file, `${code}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    // The code printed still works; only the copy on disk is missing.
    logger.warn({ err: error, file }, "could not save the setup code to its file");
  }
  logger.warn({ url: setupUrl, file }, `No admin account yet. Open ${setupUrl} and enter the setup code from ${file}`);
  write(setupCodeBanner({ code, setupUrl, file }));
  return code;
}
