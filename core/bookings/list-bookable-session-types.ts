import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { sessionTypes } from "#db/schema";

/** What a visitor sees of a session type before she opens its booking page. */
export type BookableSessionType = {
  id: string;
  name: string;
  slug: string;
  description: string;
  durationMinutes: number;
  /** The owner's text: "Free", "$497". */
  price: string;
  updatedAt: Date;
};

/** The active session types, in the owner's display order, then by name. */
export async function listBookableSessionTypes({ db }: { db: Executor }): Promise<BookableSessionType[]> {
  return db
    .select({
      id: sessionTypes.id,
      name: sessionTypes.name,
      slug: sessionTypes.slug,
      description: sessionTypes.description,
      durationMinutes: sessionTypes.durationMinutes,
      price: sessionTypes.price,
      updatedAt: sessionTypes.updatedAt,
    })
    .from(sessionTypes)
    .where(eq(sessionTypes.status, "active"))
    .orderBy(asc(sessionTypes.displayOrder), asc(sessionTypes.name));
}
