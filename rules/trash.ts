import type { TrashKind } from "./allowed-values";

/** How long a deleted row waits in the trash before the daily job deletes it for good. */
export const TRASH_KEEP_DAYS = 30;
/** How long the toast after a delete offers Undo. */
export const UNDO_SECONDS = 10;

export const TRASH_PATH = "/admin/trash";

/** The second sentence of every delete question: a delete moves the row to the Trash (decision 034). */
export const TRASH_RESTORE_NOTE = `You can restore it from the Trash for ${TRASH_KEEP_DAYS} days.`;
/** The same sentence after a question about several rows. */
export const TRASH_RESTORE_NOTE_MANY = `You can restore them from the Trash for ${TRASH_KEEP_DAYS} days.`;

/** The spec's delete question ("Are you sure you want to delete {name}?") with the Trash sentence. */
export function deleteQuestion(subject: string): string {
  return `Are you sure you want to delete ${subject}? ${TRASH_RESTORE_NOTE}`;
}

/** What the trash list calls each kind of row. */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  class_type: "Class type",
  class_instance: "Class date",
  team_member: "Team member",
  testimonial: "Testimonial",
  hero_image: "Hero image",
  contact_message: "Message",
  faq_question: "FAQ question",
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
  empty: "The trash is empty",
  emptyHint: `Deleted items stay here for ${TRASH_KEEP_DAYS} days, then they are deleted forever.`,
} as const;

/** Whole days left before the daily job empties an item deleted at `deletedAt`; never below 0. */
export function trashDaysLeft(deletedAt: Date, now: Date = new Date()): number {
  const expires = deletedAt.getTime() + TRASH_KEEP_DAYS * 86_400_000;
  return Math.max(0, Math.ceil((expires - now.getTime()) / 86_400_000));
}
