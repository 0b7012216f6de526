import {
  BOOKINGS_EXPORT_PATH,
  BOOKINGS_PATH,
  BOOKINGS_WEEK_PATH,
  bookingPath,
  bookingsWeekPath,
} from "#rules/booking-admin";

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
  // An issue's page is its editor while a draft, and its progress once sent.
  newsletter: {
    list: "/admin/newsletter",
    new: "/admin/newsletter/new",
    edit: (id: string) => `/admin/newsletter/${id}`,
    /** The email as typed, drawn by the send's own code (POST; the editor calls it while the owner types). */
    preview: "/admin/newsletter/preview",
    /** An image uploaded from the editor into the image store (POST). */
    images: "/admin/newsletter/images",
  },
} as const;

/** The owner's calendar feeds: her feed's address and the outside busy-time feed (not a manager of rows). */
export const CALENDAR_FEEDS_PATH = "/admin/booking-calendar";
/** The bookings' pages: the list (with its export), the week view and a booking's page. */
export const BOOKING_PATHS = {
  list: BOOKINGS_PATH,
  export: BOOKINGS_EXPORT_PATH,
  week: BOOKINGS_WEEK_PATH,
  weekOf: bookingsWeekPath,
  show: bookingPath,
} as const;
/** The owner's hours, date overrides and booking settings: one page, no rows to list (decision 066). */
export const AVAILABILITY_PATH = "/admin/availability";
/** What the visit counts show (decision 069): one page, no rows to edit. */
export { INSIGHTS_PATH } from "#rules/analytics-insights";
