/**
 * Where each back-office manager lists its rows, adds one and edits one;
 * `app/routes.ts` maps the same addresses to their route modules. Each
 * dashboard card opens its manager's list page (decision 061).
 */
function manager(base: string) {
  return { list: base, new: `${base}/new`, edit: (id: string) => `${base}/${id}/edit` } as const;
}

export const ADMIN_PATHS = {
  team: manager("/admin/team"),
  testimonials: { ...manager("/admin/testimonials"), move: "/admin/testimonials/move" },
  classTypes: manager("/admin/class-types"),
  classInstances: manager("/admin/class-instances"),
  faq: manager("/admin/faq"),
  heroImages: { list: "/admin/hero-images" },
  legal: { list: "/admin/legal", edit: (slug: string) => `/admin/legal/${slug}` },
  sessionTypes: manager("/admin/session-types"),
} as const;

/** The owner's hours, date overrides and booking settings: one page, no rows to list (decision 066). */
export const AVAILABILITY_PATH = "/admin/availability";
