/** The texts of a class page previewed from the back office, and where a preview lives. */

export const CLASS_PREVIEW_TEXT = {
  badge: "Preview",
  title: (classTitle: string) => `Preview: ${classTitle}`,
  explanation: "This is how the page will look. Visitors cannot see drafts or dates that are not active.",
  back: "Back to the back office",
  link: "Preview",
  editorLink: "Preview the saved page",
} as const;

/** The preview of a class type's page, or of one of its dates (`dateId`) on it. */
export function classPreviewPath(slug: string, dateId?: string): string {
  const path = `/admin/preview/classes/${encodeURIComponent(slug)}`;
  return dateId ? `${path}?date=${encodeURIComponent(dateId)}` : path;
}
