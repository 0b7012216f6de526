import { and, desc, eq, sql } from "drizzle-orm";
import type { ListQuery } from "#core/lists/paging";
import { classTypes, teamMembers } from "#db/schema";
import { containsInAny } from "#db/search";
import { isClassStatus } from "./is-class-status";

export type AdminClassTypeRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  status: string;
  instructorName: string | null;
  scheduledClasses: number;
  updatedAt: Date;
};

/** The back office's class types, newest first: searched by title or slug, filtered by status ("all" for any). */
export async function listAdminClassTypes({
  db,
  search = "",
  status = "all",
}: ListQuery): Promise<AdminClassTypeRow[]> {
  return db
    .select({
      id: classTypes.id,
      title: classTypes.title,
      slug: classTypes.slug,
      category: classTypes.category,
      status: classTypes.status,
      instructorName: teamMembers.name,
      scheduledClasses: sql<number>`(select count(*) from class_instances where class_instances.class_type_id = ${classTypes.id})::int`,
      updatedAt: classTypes.updatedAt,
    })
    .from(classTypes)
    .leftJoin(teamMembers, eq(teamMembers.id, classTypes.instructorId))
    .where(
      and(
        containsInAny([classTypes.title, classTypes.slug], search.trim()),
        isClassStatus(status) ? eq(classTypes.status, status) : undefined,
      ),
    )
    .orderBy(desc(classTypes.createdAt), desc(classTypes.id));
}
