import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroPage } from "#rules/allowed-values";

/** Deactivates the page's active image, unless it is `except`. Call with the page locked. */
export async function deactivatePageImages({
  tx,
  page,
  except,
}: {
  tx: Executor;
  page: HeroPage;
  except: string | null;
}): Promise<void> {
  await tx
    .update(heroImages)
    .set({ isActive: false })
    .where(
      and(
        eq(heroImages.pageAssignment, page),
        eq(heroImages.isActive, true),
        except ? ne(heroImages.id, except) : undefined,
      ),
    );
}
