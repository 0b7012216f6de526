import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid } from "#core/result";
import type { Executor } from "#db/client";
import { sessionTypes } from "#db/schema";
import type { IntakeQuestion } from "#rules/booking-data";
import { SESSION_TYPE_MESSAGES, SessionTypeSchema } from "#rules/session-type";

/** The slug's unique constraint, as the database names it. */
export const SESSION_TYPE_SLUG_CONSTRAINT = "session_types_slug_unique";

export type SessionTypeColumns = Omit<
  typeof sessionTypes.$inferInsert,
  "id" | "displayOrder" | "createdAt" | "updatedAt"
>;

/**
 * Checks a session type as the form sent it (rules/session-type.ts), then what
 * only the database knows (the slug is free), and gives the columns to write:
 * the notice in minutes, and an id for each question that has none yet (a
 * question keeps its id across edits, so answers stay attached to it). Run it
 * inside the write's transaction.
 */
export async function prepareSessionType({
  db,
  input,
  sessionTypeId,
}: {
  db: Executor;
  input: Record<string, unknown>;
  /** The session type being edited, whose own slug is not "taken". */
  sessionTypeId?: string;
}): Promise<{ ok: true; columns: SessionTypeColumns } | Invalid> {
  // Left empty, the slug is made from the name, as the form does while the name is typed.
  const slug = typeof input.slug === "string" && input.slug.trim() !== "" ? input.slug : input.name;
  const parsed = SessionTypeSchema.safeParse({ ...input, slug });
  if (!parsed.success) return invalid(errorsOf(parsed));
  const { minNoticeHours, intakeQuestions, ...values } = parsed.data;
  const [sameSlug] = await db
    .select({ id: sessionTypes.id })
    .from(sessionTypes)
    .where(and(eq(sessionTypes.slug, values.slug), sessionTypeId ? ne(sessionTypes.id, sessionTypeId) : undefined))
    .limit(1);
  if (sameSlug) return invalid({ slug: SESSION_TYPE_MESSAGES.slugTaken });
  const used = new Set(intakeQuestions.map((question) => question.id).filter(Boolean));
  const newId = (): string => {
    const id = randomUUID().slice(0, 8);
    if (used.has(id)) return newId();
    used.add(id);
    return id;
  };
  const questions: IntakeQuestion[] = intakeQuestions.map((question) => ({ ...question, id: question.id || newId() }));
  return { ok: true, columns: { ...values, minNoticeMinutes: minNoticeHours * 60, intakeQuestions: questions } };
}
