import type { Database } from "#db/client";
import { emailSubscribers } from "#db/schema";

/** Builders shared by the subscriber screen's integration tests. */

let minute = 0;

/** Inserts a subscriber; each one a minute newer than the last unless `createdAt` is given. */
export async function addSubscriber(db: Database, values: Partial<typeof emailSubscribers.$inferInsert> = {}) {
  minute += 1;
  const at = new Date(Date.UTC(2025, 0, 1, 12, minute));
  const [row] = await db
    .insert(emailSubscribers)
    .values({
      firstName: "Ana",
      lastName: "Silva",
      email: `ana${minute}@example.com`,
      source: "website",
      subscribedAt: at,
      createdAt: at,
      ...values,
    })
    .returning();
  if (!row) throw new Error("no subscriber");
  return row;
}

/** Many subscribers in one statement, newest last; emails `bulk{n}@example.com`. */
export async function addManySubscribers(db: Database, count: number) {
  const base = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: count }, (_, index) => {
    const at = new Date(base + index * 1000);
    return {
      firstName: `First${index}`,
      lastName: `Last${index}`,
      email: `bulk${index}@example.com`,
      source: index % 2 ? "events" : "home_page",
      subscribedAt: at,
      createdAt: at,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(emailSubscribers).values(rows.slice(start, start + 1000));
  }
}
