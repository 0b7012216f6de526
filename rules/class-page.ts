// Kept apart from the class type form's rules (and zod) so the public class
// page can use them without adding the validation library to its download.

export const CLASS_SLUG_MAX = 120;
/** The label of a page's address field in the back office's forms. */
export const SLUG_LABEL = "Slug";

/**
 * The slug rule: lower case, keep letters, digits, spaces and hyphens,
 * spaces become hyphens, repeated hyphens collapse. Hyphens at either end are
 * dropped too, so a title typed with a trailing space gives a clean address.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What a visitor reads on a class page that cannot be shown: the class is missing, or reading it failed. */
export const CLASS_PAGE_MESSAGES = {
  notFound: "Class not found",
  loadFailed: "Failed to load class information",
} as const;

/** Whether a piece of an address could be a class type's slug at all. */
export function isClassSlug(value: string): boolean {
  return value.length > 0 && value.length <= CLASS_SLUG_MAX && slugify(value) === value;
}
