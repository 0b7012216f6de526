import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import type { HeroPage } from "#rules/allowed-values";

/**
 * Waits for any other transaction deciding the active image of `page`, and
 * holds the page until this transaction ends. Writes that activate an image
 * take it before locking any row, so two requests for one page run one after
 * the other (the last one wins) instead of one hitting the unique index.
 */
export async function lockHeroPage({ tx, page }: { tx: Executor; page: HeroPage }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hero_images.active'), hashtext(${page}))`);
}
