import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import {
  adminUsers,
  auditLog,
  classInstances,
  classRegistrations,
  classTypes,
  contactMessages,
  emailSubscribers,
  faqQuestions,
  heroImages,
  legalPages,
  outboxEmails,
  teamMembers,
  testimonials,
  trashItems,
} from "#db/schema";
import { type AuditTarget, auditTargetKey, auditTargetsOf, classDateName, nameInAuditDetails } from "#rules/audit";
import { isUuid } from "#rules/ids";

type Named = { id: string; name: string };

/** How each kind of row is named today, looked up by id. */
const CURRENT_NAMES: Record<string, (db: Executor, ids: string[]) => Promise<Named[]>> = {
  team_member: (db, ids) =>
    db.select({ id: teamMembers.id, name: teamMembers.name }).from(teamMembers).where(inArray(teamMembers.id, ids)),
  testimonial: (db, ids) =>
    db.select({ id: testimonials.id, name: testimonials.name }).from(testimonials).where(inArray(testimonials.id, ids)),
  class_type: (db, ids) =>
    db.select({ id: classTypes.id, name: classTypes.title }).from(classTypes).where(inArray(classTypes.id, ids)),
  class_instance: async (db, ids) => {
    const rows = await db
      .select({ id: classInstances.id, title: classTypes.title, date: classInstances.date })
      .from(classInstances)
      .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
      .where(inArray(classInstances.id, ids));
    return rows.map((row) => ({ id: row.id, name: classDateName(row.title, row.date) }));
  },
  class_registration: (db, ids) =>
    db
      .select({
        id: classRegistrations.id,
        name: sql<string>`${classRegistrations.firstName} || ' ' || ${classRegistrations.lastName}`,
      })
      .from(classRegistrations)
      .where(inArray(classRegistrations.id, ids)),
  hero_image: (db, ids) =>
    db.select({ id: heroImages.id, name: heroImages.name }).from(heroImages).where(inArray(heroImages.id, ids)),
  contact_message: (db, ids) =>
    db
      .select({ id: contactMessages.id, name: sql<string>`'from ' || ${contactMessages.name}` })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
  email_subscriber: (db, ids) =>
    db
      .select({ id: emailSubscribers.id, name: emailSubscribers.email })
      .from(emailSubscribers)
      .where(inArray(emailSubscribers.id, ids)),
  faq_question: (db, ids) =>
    db
      .select({ id: faqQuestions.id, name: faqQuestions.question })
      .from(faqQuestions)
      .where(inArray(faqQuestions.id, ids)),
  admin_user: (db, ids) =>
    db
      .select({ id: adminUsers.id, name: sql<string>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})` })
      .from(adminUsers)
      .where(inArray(adminUsers.id, ids)),
  outbox_email: (db, ids) =>
    db
      .select({
        id: outboxEmails.id,
        name: sql<string>`'"' || ${outboxEmails.subject} || '" to ' || ${outboxEmails.toAddress}`,
      })
      .from(outboxEmails)
      .where(inArray(outboxEmails.id, ids)),
};

/**
 * What the activity log calls each row its events name (the row itself, and
 * the rows named in its details, such as the neighbour of a move): the row's
 * name today; for a row that is gone, the title it has in the trash, or else
 * the last name an earlier event of it recorded. Keyed by `auditTargetKey`.
 */
export async function nameAuditTargets({
  db,
  events,
}: {
  db: Executor;
  events: readonly AuditTarget[];
}): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byType = new Map<string, Set<string>>();
  for (const target of events.flatMap(auditTargetsOf)) {
    const ids = byType.get(target.type) ?? new Set<string>();
    ids.add(target.id);
    byType.set(target.type, ids);
  }
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      if (type === "legal_page") {
        const rows = await db
          .select({ id: legalPages.slug, name: legalPages.title })
          .from(legalPages)
          .where(inArray(legalPages.slug, [...ids]));
        for (const row of rows) names.set(auditTargetKey(type, row.id), row.name);
        return;
      }
      const lookUp = CURRENT_NAMES[type];
      const uuids = [...ids].filter(isUuid);
      if (!lookUp || uuids.length === 0) return;
      for (const row of await lookUp(db, uuids)) names.set(auditTargetKey(type, row.id), row.name);
    }),
  );

  const missing = [...byType].flatMap(([type, ids]) =>
    [...ids].filter((id) => isUuid(id) && !names.has(auditTargetKey(type, id))).map((id) => ({ type, id })),
  );
  if (missing.length === 0) return names;
  const missingIds = [...new Set(missing.map((target) => target.id))];
  const trashed = await db
    .select({ kind: trashItems.kind, rowId: trashItems.rowId, title: trashItems.title })
    .from(trashItems)
    .where(inArray(trashItems.rowId, missingIds))
    .orderBy(desc(trashItems.deletedAt));
  for (const item of trashed) {
    const key = auditTargetKey(item.kind, item.rowId);
    if (!names.has(key)) names.set(key, item.title);
  }
  const stillMissing = missing.filter((target) => !names.has(auditTargetKey(target.type, target.id)));
  if (stillMissing.length === 0) return names;
  const history = await db
    .select({ targetType: auditLog.targetType, targetId: auditLog.targetId, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        inArray(
          auditLog.targetId,
          stillMissing.map((target) => target.id),
        ),
        isNotNull(auditLog.details),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  for (const event of history) {
    if (!event.targetType || !event.targetId) continue;
    const key = auditTargetKey(event.targetType, event.targetId);
    const name = nameInAuditDetails(event.targetType, event.details);
    if (name && !names.has(key)) names.set(key, name);
  }
  return names;
}
