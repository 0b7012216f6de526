// `npm run admin -- create --email owner@example.com --password "..." [--name "Owner"]`
// Creates an admin account in the configured database (DATABASE_URL or DATA_DIR).
import { parseArgs } from "node:util";
import { AdminAccountError, createAdminUser } from "#core/admin-users/create-admin-user";
import { openDatabase } from "#db/client";
import { loadEnv, loadEnvFile } from "#server/env";
import { exitOnStartupError } from "#server/serve";

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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durability: config.embeddedDurability,
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
