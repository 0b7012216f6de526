// `npm run backup -- [--out FILE]`: a backup of the whole configured database.
// While a server holds the embedded database, that server writes it.
import { parseArgs } from "node:util";
import { type TakeBackupResult, takeBackup } from "#core/backups/take-backup";
import { openDatabase } from "#db/client";
import { sendLockCommand } from "#db/data-dir-lock";
import { databaseLocation, loadEnv, loadEnvFile } from "#server/env";
import { exitOnStartupError } from "#server/serve";

const USAGE = "Usage: npm run backup -- [--out FILE]";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return void console.log(USAGE);
  loadEnvFile();
  const config = loadEnv();
  const options = { backupDir: config.backups.dir, keep: config.backups.keep, out: values.out };

  let outcome: TakeBackupResult | null = null;
  if (!config.databaseUrl) {
    const reply = await sendLockCommand(config.dataDir, `backup ${JSON.stringify(values.out ?? "")}`);
    if (reply !== null) {
      console.log("The server is running; it writes the backup.");
      outcome = JSON.parse(reply) as TakeBackupResult;
    }
  }
  if (!outcome) {
    const database = await openDatabase({
      ...databaseLocation(config),
      migrate: false,
    });
    try {
      outcome = await takeBackup({ database, ...options });
    } finally {
      await database.close();
    }
  }
  if (!outcome.ok) {
    console.error(`The backup failed: ${outcome.reason}`);
    process.exit(1);
  }
  const rows = Object.values(outcome.rowCounts).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(outcome.rowCounts).length;
  console.log(`Backup written to ${outcome.file} (${formatBytes(outcome.bytes)}): ${tables} tables, ${rows} rows.`);
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

main().catch(exitOnStartupError);
