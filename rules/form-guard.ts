/**
 * Hidden defences of the visitor forms against bots (see
 * docs/decisions/007-visitor-form-abuse.md). No I/O: the browser renders the
 * fields, the server judges them.
 */

/** A field people never see or fill; bots that fill every input do. */
export const HONEYPOT_FIELD = "homepage";
/** Milliseconds the visitor spent on the form, measured by the browser's script. */
export const FILL_TIME_FIELD = "fillMs";
/**
 * When a server-rendered form was sent, for posts without JavaScript: signed
 * by the server, which hands botSignal only the time inside a valid signature.
 */
export const STARTED_AT_FIELD = "startedAt";

/**
 * A form sent faster than a person types, or without a start time, is asked
 * once more; this field carries the server's signed note that it asked, so the
 * second post is stored whatever its timing.
 */
export const CONFIRMATION_FIELD = "confirmation";

/** Shown above a form the server asks to be sent once more, with what was typed kept. */
export const CONFIRM_MESSAGE = "Please confirm you want to send this.";
/** The form's button while it asks for that confirmation. */
export const CONFIRM_BUTTON = "Confirm";

/** The two forms the site's JSON API takes (`/api/contact-messages`, `/api/subscribers`). */
export type VisitorForm = "contact" | "subscribe";

/**
 * Less time than this between showing a form and sending it is not a person
 * typing: a message takes longer than a signup; the registration and booking
 * forms are about as short as the signup.
 */
export const MIN_FILL_MS = { contact: 3000, subscribe: 2000 } as const;

/** Whose timing a form's bot checks apply. */
export type FillTime = keyof typeof MIN_FILL_MS;

/** Every rate limit of the visitor forms, each set by its own variable (RATE_LIMIT_CONTACT, ...). */
export type VisitorRateLimit = "contact" | "subscribe" | "booking" | "registration";

/**
 * Every form a visitor sends on the public site, by the name its guard and
 * its log lines use. `person`: a form anyone may send, checked for bots and
 * limited per address by `limit`. `link`: the button of a page an emailed
 * link opens; the link's secret token is the check, and no address limit
 * applies (mail programs' one-click unsubscribe comes from a few providers'
 * addresses).
 */
export const VISITOR_FORMS = {
  contact: { checks: "person", limit: "contact" },
  subscribe: { checks: "person", limit: "subscribe" },
  register: { checks: "person", limit: "registration" },
  book: { checks: "person", limit: "booking" },
  "confirm-signup": { checks: "link" },
  unsubscribe: { checks: "link" },
  "cancel-registration": { checks: "link" },
  "cancel-booking": { checks: "link" },
  "reschedule-booking": { checks: "link" },
} as const satisfies Record<string, { checks: "person"; limit: VisitorRateLimit } | { checks: "link" }>;

export type VisitorFormName = keyof typeof VISITOR_FORMS;

export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

export type BotSignal = "honeypot" | "too-fast" | "no-fill-time";

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\d{1,16}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Why a submission looks automated, or null when it looks like a person. */
export function botSignal(form: FillTime, fields: Record<string, unknown>, now: number): BotSignal | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return "honeypot";
  const fillMs = asNumber(fields[FILL_TIME_FIELD]);
  const startedAt = asNumber(fields[STARTED_AT_FIELD]);
  const elapsed = fillMs ?? (startedAt === null ? null : now - startedAt);
  if (elapsed === null) return "no-fill-time";
  return elapsed < MIN_FILL_MS[form] ? "too-fast" : null;
}
