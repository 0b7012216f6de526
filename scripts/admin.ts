// `npm run admin -- create --email owner@example.com [--name "Owner"]`
// Creates an admin account in the configured database (DATABASE_URL or DATA_DIR).
// The password is asked for, not shown as it is typed; piped in, it is the
// first line read. Given as --password it would stay in the shell's history
// and npm would print it back with the command.
import { parseArgs } from "node:util";
import { AdminAccountError, createAdminUser } from "#core/admin-users/create-admin-user";
import { openDatabase } from "#db/client";
import { DataDirLockedError } from "#db/data-dir-lock";
import { ADMIN_PASSWORD_MIN_LENGTH } from "#rules/admin-password";
import { databaseLocation, loadEnv, loadEnvFile } from "#server/env";
import { exitOnStartupError } from "#server/serve";

/** The embedded database has one user at a time: while the site runs, it is the site. */
const SITE_RUNNING =
  "Could not create the admin account: the site is running and holds its embedded database (DATA_DIR). " +
  "Stop the site first (Ctrl+C where `npm start` runs, or `sudo systemctl stop coaching-site@*`), run this command again, then start the site. " +
  "While it runs, an admin can invite another from the back office instead.";

const USAGE = 'Usage: npm run admin -- create --email <email> [--name "<name>"]  (the password is asked for)';

const ON_COMMAND_LINE =
  "Note: a password given with --password stays in the shell's history and npm prints it back; leave --password out to be asked for it.";

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  if (positionals[0] !== "create" || !values.email) {
    console.error(USAGE);
    process.exit(2);
  }
  if (values.password !== undefined) console.error(ON_COMMAND_LINE);
  const password = values.password ?? (await askPassword());
  loadEnvFile();
  const config = loadEnv();
  const database = await openDatabase(databaseLocation(config)).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(SITE_RUNNING);
    process.exit(1);
  });
  try {
    const admin = await createAdminUser({
      db: database.db,
      account: { email: values.email, password, name: values.name ?? "" },
    });
    console.log(`Admin account created for ${admin.email}.`);
  } catch (error) {
    if (!(error instanceof AdminAccountError)) throw error;
    console.error(`Could not create the admin account: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * The password, typed at a terminal without being shown (twice, to catch a
 * typo), or the first line of what is piped in:
 * `printf '%s\n' "$PASSWORD" | npm run admin -- create --email ...`.
 */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) {
      text += chunk;
      if (text.includes("\n")) break;
    }
    return text.split(/\r?\n/)[0] ?? "";
  }
  const first = await readHidden(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, not shown): `);
  const again = await readHidden("Password again: ");
  if (first !== again) {
    console.error("Could not create the admin account: the two passwords differ.");
    process.exit(1);
  }
  return first;
}

/** One line typed at the terminal, not echoed; Ctrl+C stops the command. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve) => {
    let typed = "";
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === "\u0003") {
          stderr.write("\n");
          process.exit(130);
        } else if (key === "\r" || key === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write("\n");
          return resolve(typed);
        } else if (key === "\u007f" || key === "\b") typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on("data", onData);
  });
}

main().catch(exitOnStartupError);
