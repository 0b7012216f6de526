// `npm run admin -- create --email owner@example.com --password "..." [--name "Owner"]`
// Creates an admin account in the configured database (DATABASE_URL or DATA_DIR).
import { parseArgs } from "node:util";
import { AdminAccountError, createAdminUser } from "#core/admin-users/create-admin-user";
import { openDatabase } from "#db/client";
import { DataDirLockedError } from "#db/data-dir-lock";
import { databaseLocation, loadEnv, loadEnvFile } from "#server/env";
import { exitOnStartupError } from "#server/serve";

/** The embedded database has one user at a time: while the site runs, it is the site. */
const SITE_RUNNING =
  "Could not create the admin account: the site is running and holds its embedded database (DATA_DIR). " +
  "Stop the site first (Ctrl+C where `npm start` runs, or `sudo systemctl stop coaching-site@*`), run this command again, then start the site. " +
  "While it runs, an admin can invite another from the back office instead.";

const USAGE = 'Usage: npm run admin -- create --email <email> --password <password> [--name "<name>"]';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  if (positionals[0] !== "create" || !values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
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
      account: { email: values.email, password: values.password, name: values.name ?? "" },
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

main().catch(exitOnStartupError);
