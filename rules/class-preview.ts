/** The texts of a class page previewed from the back office (its address is in app/lib/admin-paths.ts). */

export const CLASS_PREVIEW_TEXT = {
  badge: "Preview",
  title: (classTitle: string) => `Preview: ${classTitle}`,
  explanation: "This is how the page will look. Visitors cannot see drafts or dates that are not active.",
  back: "Back to the back office",
  link: "Preview",
  editorLink: "Preview the saved page",
} as const;
