import { asc } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classTypes } from "#db/schema";

type ClassTypeChoice = { id: string; title: string; status: string };

/** Every class type, by title, for the class instance form's select. */
export async function listClassTypeChoices({ db }: { db: Executor }): Promise<ClassTypeChoice[]> {
  return db
    .select({ id: classTypes.id, title: classTypes.title, status: classTypes.status })
    .from(classTypes)
    .orderBy(asc(classTypes.title));
}
