/**
 * Two admins editing the same thing: every editor sends the version it was
 * opened at, and a save over a newer one is refused until its author chooses
 * (docs/decisions/052-stale-saves-are-refused.md).
 */

/** The hidden field with the version an editor was opened at. */
export const EDIT_VERSION_FIELD = "editVersion";
/** Sent as "1" by "Save mine anyway": the save replaces the newer version knowingly. */
export const OVERWRITE_FIELD = "overwrite";

export const STALE_EDIT_MESSAGES = {
  changedMeanwhile: (who: string, when: string) =>
    `${who} saved changes to this on ${when}, after you opened it. Your changes are not saved yet; they are still in the form.`,
  reload: "Reload to see their version",
  overwrite: "Save mine anyway",
} as const;

/** The version an editor was opened at, and whether its author chose to save over a newer one. */
export type OpenedVersion = { version: number; overwrite: boolean };

/** What a posted form says of its version; none when it sent no version (a new row, or a request made by hand). */
export function openedVersionOf(form: FormData): OpenedVersion | undefined {
  const sent = form.get(EDIT_VERSION_FIELD);
  if (typeof sent !== "string" || !/^\d{1,15}$/.test(sent)) return undefined;
  // Without scripts the form posts its empty hidden field and the button's "1" both.
  return { version: Number(sent), overwrite: form.getAll(OVERWRITE_FIELD).includes("1") };
}
