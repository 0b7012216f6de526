import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getContactMessageStats } from "#core/contact-messages/get-contact-message-stats";
import { getSubscriberStats } from "#core/subscribers/get-subscriber-stats";
import { queryRows } from "#db/query-rows";
import { withTestDatabase } from "#tests/setup/database";
import { loadContactMessages, loadSubscribers, withoutSearchIndexes } from "./load-data";

const database = withTestDatabase();

async function trigramIndexes() {
  const indexes = await queryRows<{ indexname: string }>(
    database.db(),
    sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
  );
  return indexes.map((row) => row.indexname);
}

describe("loading many rows for measuring", () => {
  it("adds the asked numbers of varied, valid rows and keeps the search indexes", async () => {
    const before = await trigramIndexes();
    expect(before.length).toBeGreaterThanOrEqual(7);
    await withoutSearchIndexes(database.db(), async (tx) => {
      await loadSubscribers({ db: tx, count: 6000 });
      await loadContactMessages({ db: tx, count: 300 });
    });
    expect(await trigramIndexes()).toEqual(before);
    const subscribers = await getSubscriberStats({ db: database.db() });
    expect(subscribers.total).toBe(6000);
    expect(subscribers.unsubscribed).toBeGreaterThan(0);
    expect(subscribers.sources.length).toBeGreaterThanOrEqual(4);
    const messages = await getContactMessageStats({ db: database.db() });
    expect(messages).toMatchObject({ total: 300 });
    expect(messages.unread).toBeGreaterThan(0);
    expect(messages.byPriority.urgent).toBeGreaterThan(0);
  });

  it("leaves the indexes in place when a load fails", async () => {
    const before = await trigramIndexes();
    await expect(
      withoutSearchIndexes(database.db(), async () => {
        throw new Error("stopped");
      }),
    ).rejects.toThrow("stopped");
    expect(await trigramIndexes()).toEqual(before);
  });
});
