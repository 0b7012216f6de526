// `tsx scripts/lib/add-subscribers.ts <total> <active>`: fills the configured
// database (DATABASE_URL or DATA_DIR, with the server stopped for the embedded
// one) with subscribers in one statement, until it holds `total`, of which
// `active` receive newsletters and the others have unsubscribed. For the
// memory benchmark and test: an export and a backup at scale, and a newsletter
// to a known number of addresses.
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { databaseLocation, loadEnv } from "#server/env";
import { exitOnStartupError } from "#server/serve";

async function main() {
  const [total = Number.NaN, active = Number.NaN] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(total) || !Number.isInteger(active)) {
    console.error("Usage: tsx scripts/lib/add-subscribers.ts <total> <active>");
    process.exit(2);
  }
  const config = loadEnv();
  const database = await openDatabase(databaseLocation(config));
  try {
    const [present = { all: 0, active: 0 }] = await database.db
      .select({
        all: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where status = 'active' and suppressed_at is null))::int`,
      })
      .from(emailSubscribers);
    const adding = total - present.all;
    const addingActive = active - present.active;
    if (adding < 0 || addingActive < 0 || addingActive > adding) {
      throw new Error(`the database already holds ${present.all} subscribers, ${present.active} active`);
    }
    await database.db.execute(sql`
      insert into email_subscribers (first_name, last_name, email, source, status, subscribed_at, unsubscribed_at)
      select 'Reader', 'Number ' || n, 'reader' || n || '@example.com', 'website',
        case when n <= ${addingActive} then 'active' else 'unsubscribed' end,
        now() - make_interval(mins => n),
        case when n <= ${addingActive} then null else now() end
      from generate_series(1, ${adding}) as n`);
    await database.db.execute(sql`vacuum analyze email_subscribers`);
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError);
