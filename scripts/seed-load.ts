// `npm run seed:load -- --subscribers 100000 --messages 100000`
// Adds many realistic subscribers and contact messages to the configured
// database (DATABASE_URL or DATA_DIR), for measuring the back office's lists.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadContactMessages, loadSubscribers, withoutSearchIndexes } from "#core/seed/load-data";
import { openDatabase } from "#db/client";
import { databaseLocation, loadEnv } from "#server/env";
import { exitOnStartupError } from "#server/serve";

const USAGE = "Usage: npm run seed:load -- [--subscribers <count>] [--messages <count>]";

function countOf(value: string | undefined): number {
  const count = Number(value ?? 0);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  return count;
}

async function main() {
  const { values } = parseArgs({ options: { subscribers: { type: "string" }, messages: { type: "string" } } });
  const subscribers = countOf(values.subscribers);
  const messages = countOf(values.messages);
  if (subscribers + messages === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadEnv();
  const database = await openDatabase(databaseLocation(config));
  const started = performance.now();
  const report = (table: string, inserted: number) => {
    if (inserted % 50_000 === 0 || inserted === subscribers || inserted === messages) {
      console.log(`${table}: ${inserted} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  try {
    await withoutSearchIndexes(database.db, async (tx) => {
      await loadSubscribers({ db: tx, count: subscribers, onProgress: report });
      await loadContactMessages({ db: tx, count: messages, onProgress: report });
      console.log(`Building the search indexes (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    });
    // Fresh statistics and visibility maps, so counts can use index-only scans
    // from the first request on (the embedded database has no autovacuum).
    await database.db.execute(sql`vacuum analyze email_subscribers`);
    await database.db.execute(sql`vacuum analyze contact_messages`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError);
