import type { TrashKind } from "./allowed-values";

/** How long a deleted row waits in the trash before the daily job deletes it for good. */
export const TRASH_KEEP_DAYS = 30;
/** How long the toast after a delete offers Undo. */
export const UNDO_SECONDS = 10;
/**
 * The most trash items one toast's Undo restores: the ids travel in the signed
 * toast cookie without JavaScript, which must stay well under a browser's 4 KB.
 * The inbox selects one page (20) at most; a larger delete is undone from the Trash.
 */
export const UNDO_MAX_ITEMS = 50;
export const DELETE_FOREVER_LABEL = "Delete forever";

/** The second sentence of every delete question: a delete moves the row to the Trash (decision 034). */
export const TRASH_RESTORE_NOTE = `You can restore it from the Trash for ${TRASH_KEEP_DAYS} days.`;
/** The same sentence after a question about several rows. */
export const TRASH_RESTORE_NOTE_MANY = `You can restore them from the Trash for ${TRASH_KEEP_DAYS} days.`;

/** The delete question ("Are you sure you want to delete {name}?") with the Trash sentence (decision 040). */
export function deleteQuestion(subject: string): string {
  return `Are you sure you want to delete ${subject}? ${TRASH_RESTORE_NOTE}`;
}

/** What a count of rows of one kind is called, e.g. in "Restored 3 messages". */
export const TRASH_KIND_PLURALS: Record<TrashKind, string> = {
  class_type: "class types",
  class_instance: "class dates",
  team_member: "team members",
  testimonial: "testimonials",
  hero_image: "hero images",
  contact_message: "messages",
  faq_question: "FAQ questions",
  demo_content: "demo content",
  session_type: "session types",
  newsletter_issue: "newsletter issues",
};

/** What the trash list calls each kind of row. */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  class_type: "Class type",
  class_instance: "Class date",
  team_member: "Team member",
  testimonial: "Testimonial",
  hero_image: "Hero image",
  contact_message: "Message",
  faq_question: "FAQ question",
  demo_content: "Demo content",
  session_type: "Session type",
  newsletter_issue: "Newsletter issue",
};

export const TRASH_MESSAGES = {
  undo: "Undo",
  restored: (title: string) => `Restored "${title}"`,
  restoredInactive: (title: string) => `Restored "${title}" as inactive: another hero image is active on its page now`,
  purged: (title: string) => `Deleted "${title}" forever`,
  notFound: "This item is no longer in the trash",
  restoreFailed: "Failed to restore the item",
  purgeFailed: "Failed to delete the item",
  slugTaken: (slug: string) =>
    `Cannot restore: the address /classes/${slug} is used by another class type now. Change that class type's slug first, then restore this one.`,
  needsClassType: (title: string) => `Restore the class type "${title}" first: this class date belongs to it.`,
  needsParent: "Cannot restore: something this item belongs to has been deleted.",
  purgeQuestion: (title: string) => `Delete "${title}" forever? This cannot be undone, and its images are removed too.`,
  purgeClassTypeQuestion: (title: string, dates: number) =>
    `Delete "${title}" forever? This cannot be undone. Its ${dates} class ${dates === 1 ? "date" : "dates"} in the trash will be deleted forever too.`,
  /** Why one item of an Undo of several did not come back. */
  notRestored: (title: string, reason: string) => `"${title}" could not be restored: ${reason}.`,
  slugTakenReason: (slug: string) => `the address /classes/${slug} is used by another class type now`,
  sessionSlugTaken: (slug: string) =>
    `Cannot restore: the address /book/${slug} is used by another session type now. Change that session type's slug first, then restore this one.`,
  sessionSlugTakenReason: (slug: string) => `the address /book/${slug} is used by another session type now`,
  needsClassTypeReason: (title: string) => `restore the class type "${title}" first`,
  needsParentReason: "something it belongs to has been deleted",
  missing: (count: number) =>
    `${count === 1 ? "1 item was" : `${count} items were`} no longer in the trash (restored or deleted forever meanwhile).`,
  empty: "The trash is empty",
  emptyHint: `Deleted items stay here for ${TRASH_KEEP_DAYS} days, then they are deleted forever.`,
} as const;

/**
 * The toast after an Undo of several items (a bulk delete): how many came back
 * and, by name, which did not and why. The count names the kind when all share one.
 */
export function restoredManyMessage({
  restored,
  total,
  kind,
  reasons,
  missing,
}: {
  restored: number;
  total: number;
  kind: TrashKind | null;
  reasons: string[];
  missing: number;
}): string {
  const noun = kind ? TRASH_KIND_PLURALS[kind] : "items";
  const head =
    restored === 0
      ? "Nothing was restored."
      : restored === total
        ? `Restored ${total} ${noun}`
        : `Restored ${restored} of ${total} ${noun}.`;
  return [head, ...reasons, ...(missing > 0 ? [TRASH_MESSAGES.missing(missing)] : [])].join(" ");
}

/** Whole days left before the daily job empties an item deleted at `deletedAt`; never below 0. */
export function trashDaysLeft(deletedAt: Date, now: Date = new Date()): number {
  const expires = deletedAt.getTime() + TRASH_KEEP_DAYS * 86_400_000;
  return Math.max(0, Math.ceil((expires - now.getTime()) / 86_400_000));
}
