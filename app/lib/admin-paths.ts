/**
 * Where each back-office manager lists its rows, adds one and edits one. A
 * manager whose list is a dashboard tab goes back to that tab; `app/routes.ts`
 * maps the same addresses to their route modules.
 */
function manager(base: string, list = base) {
  return { list, new: `${base}/new`, edit: (id: string) => `${base}/${id}/edit` } as const;
}

export const ADMIN_PATHS = {
  team: manager("/admin/team"),
  testimonials: { ...manager("/admin/testimonials", "/admin?tab=testimonials"), move: "/admin/testimonials/move" },
  classTypes: manager("/admin/class-types", "/admin?tab=events"),
  classInstances: manager("/admin/class-instances", "/admin?tab=classes"),
  faq: manager("/admin/faq"),
  heroImages: { list: "/admin/hero-images" },
  legal: { list: "/admin/legal", edit: (slug: string) => `/admin/legal/${slug}` },
} as const;
