import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";

const SIGNING_KEY = "signing_key";
const loaded = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key that signs values handed to browsers. Made once, on the first start,
 * and kept in the database, so every instance on a shared PostgreSQL uses the
 * same one and a restart does not void the signed values browsers hold. Read
 * once per process.
 */
export function getSigningKey({ db }: { db: Database }): Promise<Buffer> {
  let key = loaded.get(db);
  if (!key) {
    key = readOrCreate(db);
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}

async function readOrCreate(db: Database): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: SIGNING_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SIGNING_KEY));
  if (typeof row?.value !== "string") throw new Error("the signing key could not be stored");
  return Buffer.from(row.value, "base64url");
}
