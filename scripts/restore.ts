// `npm run restore -- FILE [--force]`: loads a backup into the configured
// database (DATABASE_URL, or the embedded database in DATA_DIR), which must be
// empty unless --force is given.
import { parseArgs } from "node:util";
import { restoreBackup } from "#db/backup/restore-backup";
import { databaseLocation, loadEnv, loadEnvFile } from "#server/env";

const USAGE = "Usage: npm run restore -- FILE [--force]";
const EXPECTED = new Set(["BackupFileError", "RestoreRefusedError", "DataDirLockedError", "ConfigError"]);

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean" } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  loadEnvFile();
  const config = loadEnv();
  const target = config.databaseUrl
    ? "the PostgreSQL database in DATABASE_URL"
    : `the embedded database in ${config.dataDir}`;
  console.log(`Restoring ${file} into ${target}...`);
  const result = await restoreBackup({
    file,
    ...databaseLocation(config),
    force: values.force ?? false,
    replacedBackupDir: config.backups.dir,
    onVerified(manifest) {
      const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
      console.log(`The file is a complete backup of ${manifest.createdAt} (${rows} rows); loading it...`);
    },
  });
  if (result.replacedBackup) console.log(`What was there before is saved in ${result.replacedBackup}.`);
  console.log(`Backup of ${result.manifest.createdAt} (from ${result.manifest.source}) restored:`);
  for (const [table, count] of Object.entries(result.rowCounts)) console.log(`  ${table.padEnd(28)} ${count}`);
  if (result.migratedForward > 0) {
    console.log(`The backup came from an older version; ${result.migratedForward} migrations were applied after it.`);
  }
}

main().catch((error: Error) => {
  console.error(EXPECTED.has(error.name) ? `Nothing was restored: ${error.message}` : error);
  process.exit(1);
});
