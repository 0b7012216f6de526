import { ADMIN_HOME_PATH, SIGN_IN_PATH, SIGN_OUT_PATH, TWO_FACTOR_SETUP_PATH } from "#rules/admin-gate-paths";

/**
 * Every address of the back office. Code elsewhere takes its links, redirects,
 * form actions and Cancel buttons from here; `npm run lint` refuses a string
 * beginning with "/admin" anywhere else (rule paths/admin-paths-in-one-file,
 * `scripts/check-layers.mjs`). `app/routes.ts` maps the same addresses to their
 * route modules. Each dashboard card opens its manager's list page (decision 061).
 */
function manager(base: string) {
  return { list: base, new: `${base}/new`, edit: (id: string) => `${base}/${id}/edit` } as const;
}

/** The managers of rows: a list, a new and an edit address each. */
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

/** The back office's other pages: signing in and out, the dashboard, and the pages that are not a manager of rows. */
export const ADMIN_PAGES = {
  // The gate in server/ sends to these four too, so they are written in rules/admin-gate-paths.ts.
  dashboard: ADMIN_HOME_PATH,
  signIn: SIGN_IN_PATH,
  signOut: SIGN_OUT_PATH,
  twoFactorSetup: TWO_FACTOR_SETUP_PATH,
  signInDialog: "/admin/login/dialog",
  setup: "/admin/setup",
  forgotPassword: "/admin/forgot-password",
  /** The sign-in page after a new password was set: it says so. */
  signInAfterReset: "/admin/login?reset=1",
  account: "/admin/account",
  users: "/admin/users",
  activity: "/admin/activity",
  trash: "/admin/trash",
  settings: "/admin/settings",
  /** The settings' "Visit counting" group. */
  visitCountingSettings: "/admin/settings#visit-counting",
  demoContent: "/admin/demo-content",
  backups: "/admin/backups",
  backupFile: (name: string) => `/admin/backups/${name}`,
  inbox: "/admin/inbox",
  outbox: "/admin/outbox",
  subscribers: "/admin/email-subscribers",
  subscribersExport: "/admin/email-subscribers/export",
  attendees: (classInstanceId: string) => `/admin/class-instances/${classInstanceId}/attendees`,
  attendeesCsv: (classInstanceId: string) => `/admin/class-instances/${classInstanceId}/attendees.csv`,
  /** What the visit counts show (decision 069): one page, no rows to edit. */
  insights: "/admin/insights",
} as const;

/** The preview of a class type's page, or of one of its dates (`dateId`) on it. */
export function classPreviewPath(slug: string, dateId?: string): string {
  const path = `/admin/preview/classes/${encodeURIComponent(slug)}`;
  return dateId ? `${path}?date=${encodeURIComponent(dateId)}` : path;
}

/** The owner's calendar feeds: her feed's address and the outside busy-time feed (not a manager of rows). */
export const CALENDAR_FEEDS_PATH = "/admin/booking-calendar";
const BOOKINGS = "/admin/bookings";
/** The bookings' pages: the list (with its export), the week view and a booking's page. */
export const BOOKING_PATHS = {
  list: BOOKINGS,
  export: `${BOOKINGS}/export`,
  week: `${BOOKINGS}/week`,
  weekOf: (monday: string) => `${BOOKINGS}/week?start=${monday}`,
  show: (id: string) => `${BOOKINGS}/${id}`,
} as const;
/** The owner's hours, date overrides and booking settings: one page, no rows to list (decision 066). */
export const AVAILABILITY_PATH = "/admin/availability";
