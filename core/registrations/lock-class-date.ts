import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";
import { type ClassDateDetails, classDateDetails } from "./class-date-details";

/** What registration and its emails need to know about one class date. */
export type RegistrationClassDate = ClassDateDetails & {
  /** On-site registration, the date and its class type both published. */
  isOpen: boolean;
};

/**
 * Reads a class date and locks its row until the transaction ends. Every
 * change to its seats goes through here first, so they happen one at a time.
 */
export async function lockClassDate({
  db,
  classInstanceId,
}: {
  db: Executor;
  classInstanceId: string;
}): Promise<RegistrationClassDate | null> {
  const [row] = await db
    .select({
      instance: classInstances,
      classType: {
        title: classTypes.title,
        slug: classTypes.slug,
        status: classTypes.status,
        howToPay: classTypes.howToPay,
      },
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(eq(classInstances.id, classInstanceId))
    .for("update", { of: classInstances });
  if (!row) return null;
  const { instance, classType } = row;
  return {
    ...classDateDetails(instance, classType),
    isOpen: instance.registrationMode === "on_site" && instance.status === "active" && classType.status === "active",
  };
}
