import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";
import { countAdmins } from "./count-admins";
import { SETUP_CODE_KEY, setupCodeHash } from "./setup-code-hash";

/**
 * While the site has no admin, a fresh one-time setup code at every start:
 * printed in the server's log, asked for by the setup page, so that only
 * someone who can read the server's log claims a new site.
 */
export async function issueSetupCode({ db }: { db: Executor }): Promise<string | null> {
  if ((await countAdmins({ db })) > 0) {
    await db.delete(appSettings).where(eq(appSettings.key, SETUP_CODE_KEY));
    return null;
  }
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const chars = Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join("");
  const code = chars.match(/.{4}/g)?.join("-") ?? chars;
  const value = { hash: setupCodeHash(code) };
  await db
    .insert(appSettings)
    .values({ key: SETUP_CODE_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return code;
}
