import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";
import { countAdmins } from "./count-admins";
import { SETUP_CODE_KEY, setupCodeHash } from "./setup-code-hash";
import { storedSetupCodeHashes } from "./stored-setup-code-hashes";

/**
 * Codes kept valid at once: one per instance (or per lost data folder) that
 * printed its own. The oldest goes first beyond that.
 */
const MAX_CODES = 10;

/**
 * While the site has no admin, the one-time setup code the setup page asks
 * for, so that only someone who can read the server's log (or its data
 * folder) claims a new site. `keep` is the code this instance printed before
 * (kept in its data folder): while it is still valid it is returned again,
 * so a restart does not change it. Otherwise a new code is added to the valid
 * ones: every code printed stays valid until one of them is used.
 */
export async function issueSetupCode({ db, keep }: { db: Database; keep?: string | null }): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_users.first'))`);
    if ((await countAdmins({ db: tx })) > 0) {
      await tx.delete(appSettings).where(eq(appSettings.key, SETUP_CODE_KEY));
      return null;
    }
    const [stored] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETUP_CODE_KEY));
    const hashes = storedSetupCodeHashes(stored?.value);
    if (keep && hashes.includes(setupCodeHash(keep))) return keep;
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const chars = Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join("");
    const code = chars.match(/.{4}/g)?.join("-") ?? chars;
    const value = { hashes: [...hashes, setupCodeHash(code)].slice(-MAX_CODES) };
    await tx
      .insert(appSettings)
      .values({ key: SETUP_CODE_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    return code;
  });
}
