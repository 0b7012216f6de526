import { eq } from "drizzle-orm";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroPage } from "#rules/allowed-values";
import { deactivatePageImages } from "./deactivate-page-images";
import { lockHeroPage } from "./lock-hero-page";
import { recordHeroImageEvent } from "./record-hero-image-event";
import type { HeroImageActor } from "./source-columns";

type SetActiveHeroImageResult = Result<{ page: HeroPage }, NotFound | Conflict<"unassigned">>;

const MOVED = Symbol("moved to another page meanwhile");

async function pageOf(db: Executor, id: string) {
  const [image] = await db.select({ page: heroImages.pageAssignment }).from(heroImages).where(eq(heroImages.id, id));
  return image?.page;
}

/**
 * Makes an image the one its page shows: in one transaction the page's other
 * images are deactivated and this one is activated, with its update time
 * stamped. Concurrent calls for one page run one after the other, the last
 * one winning. Only an image assigned to a page can be active.
 */
export async function setActiveHeroImage({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: HeroImageActor;
}): Promise<SetActiveHeroImageResult> {
  for (;;) {
    const result = await db.transaction(async (tx): Promise<SetActiveHeroImageResult | typeof MOVED> => {
      const page = await pageOf(tx, id);
      if (!page) return NOT_FOUND;
      if (page === "unassigned") return conflict("unassigned");
      await lockHeroPage({ tx, page: page as HeroPage });
      const [locked] = await tx
        .select({ page: heroImages.pageAssignment })
        .from(heroImages)
        .where(eq(heroImages.id, id))
        .for("update");
      if (!locked) return NOT_FOUND;
      // An edit moved the image between the first read and the lock: start again with its new page.
      if (locked.page !== page) return MOVED;
      await deactivatePageImages({ tx, page: page as HeroPage, except: id });
      await tx.update(heroImages).set({ isActive: true, updatedAt: new Date() }).where(eq(heroImages.id, id));
      await recordHeroImageEvent({ tx, actor, action: "update", heroImageId: id, details: { activated: page } });
      return { ok: true, page: page as HeroPage } as const;
    });
    if (result !== MOVED) return result;
  }
}
