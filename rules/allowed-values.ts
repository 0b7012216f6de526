/** The fixed value lists of choice columns, shared by the schema, the server and the browser. */

export const CLASS_CATEGORIES = ["workshop", "masterclass", "webinar", "course"] as const;
export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

export const CLASS_STATUSES = ["draft", "active", "archived"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** Where a class date happens: on a video call, in a room, or both at once. */
export const CLASS_ATTENDANCES = ["online", "in_person", "mixed"] as const;
export type ClassAttendance = (typeof CLASS_ATTENDANCES)[number];
export const CLASS_ATTENDANCE_LABELS: Record<ClassAttendance, string> = {
  online: "Online",
  in_person: "In person",
  mixed: "In person and online",
};

export const TEAM_MEMBER_STATUSES = ["active", "inactive"] as const;

export const TESTIMONIAL_STATUSES = ["active", "inactive"] as const;

export const TESTIMONIAL_LOCATIONS = [
  "home_carousel",
  "coaching_main",
  "coaching_step1",
  "coaching_step2",
  "coaching_step3",
] as const;
export type TestimonialLocation = (typeof TESTIMONIAL_LOCATIONS)[number];

export const TESTIMONIAL_LOCATION_LABELS: Record<TestimonialLocation, string> = {
  home_carousel: "Home Page Carousel",
  coaching_main: "Coaching Page Main",
  coaching_step1: "Coaching Step 1",
  coaching_step2: "Coaching Step 2",
  coaching_step3: "Coaching Step 3",
};

export const HERO_PAGES = ["home", "coaching", "events", "about", "faq"] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_PAGE_ASSIGNMENTS = ["unassigned", ...HERO_PAGES] as const;
export type HeroPageAssignment = (typeof HERO_PAGE_ASSIGNMENTS)[number];

export const MESSAGE_STATUSES = ["unread", "read", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

/** `pending`: signed up, waiting for the confirmation link to be followed. */
export const SUBSCRIBER_STATUSES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const FAQ_CATEGORIES = ["General", "Coaching", "Pricing", "Events"] as const;
export type FaqCategoryName = (typeof FAQ_CATEGORIES)[number];

export const FAQ_STATUSES = ["draft", "active"] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

/** See docs/decisions/019-mail-outbox.md. `held`: waiting for a mail server to be configured. */
/** `cancelled`: a newsletter copy whose subscriber left, or was suppressed, before it was sent. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "held", "cancelled"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a one-time link sent by email lets its holder do. */
export const ACTION_TOKEN_PURPOSES = ["confirm-subscription", "reset-password"] as const;
export type ActionTokenPurpose = (typeof ACTION_TOKEN_PURPOSES)[number];

/** How a scheduled class takes sign-ups: through the owner's outside link, or on this site. */
export const REGISTRATION_MODES = ["external", "on_site"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** A registration holds a seat while confirmed or attended; waitlisted waits for one. */
export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "cancelled", "attended"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What a deleted row was, in the trash (docs/decisions/034-trash.md). */
export const TRASH_KINDS = [
  "class_type",
  "class_instance",
  "team_member",
  "testimonial",
  "hero_image",
  "contact_message",
  "faq_question",
  "demo_content",
  "session_type",
  "newsletter_issue",
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/**
 * A newsletter issue (decision 068): `draft` is edited; `scheduled` waits for its
 * time (and can still be edited or taken back to a draft); `sending` and `sent`
 * are frozen.
 */
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** Visit counts are kept per day, then rolled up per month after the retention period (decision 069). */
export const ANALYTICS_PERIODS = ["day", "month"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * What a day's visitors are counted by, besides pages (decision 069): where they came from (the
 * referring site's domain, or `utm_source` when the link had one), the link's campaign tags, their
 * device class, the page they landed on, and their country (read from the address, never stored).
 */
export const ANALYTICS_DIMENSIONS = [
  "source",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "landing",
  "country",
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** Device classes, read from the user agent and never stored with it. */
export const ANALYTICS_DEVICES = ["phone", "tablet", "desktop"] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/** What the business counts as a visit that mattered: the site's own events (decision 069). */
export const ANALYTICS_CONVERSIONS = ["contact", "booking", "registration", "signup"] as const;
export type AnalyticsConversion = (typeof ANALYTICS_CONVERSIONS)[number];

/** A bookable session type (decision 066): shown on /book only while active. */
export const SESSION_TYPE_STATUSES = ["draft", "active"] as const;
export type SessionTypeStatus = (typeof SESSION_TYPE_STATUSES)[number];

/** Where a booked session takes place. */
export const SESSION_LOCATION_KINDS = ["video", "phone", "in_person"] as const;
export type SessionLocationKind = (typeof SESSION_LOCATION_KINDS)[number];
export const SESSION_LOCATION_LABELS: Record<SessionLocationKind, string> = {
  video: "Video call",
  phone: "Phone call",
  in_person: "In person",
};

/** instant: the time is confirmed when booked; approval: it is held until the owner approves or declines. */
export const SESSION_CONFIRMATIONS = ["instant", "approval"] as const;
export type SessionConfirmation = (typeof SESSION_CONFIRMATIONS)[number];

/** The kinds of intake question a session type may ask. */
export const INTAKE_QUESTION_KINDS = ["short_text", "long_text", "choice"] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

/**
 * A booking's state. pending and confirmed hold their time; so do completed
 * and no_show, which are past. declined and cancelled give the time back.
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "declined", "cancelled", "completed", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Waiting for approval",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};
/** The statuses whose time is taken: the database's exclusion constraint covers exactly these. */
export const BOOKING_HOLDING_STATUSES = [
  "pending",
  "confirmed",
  "completed",
  "no_show",
] as const satisfies readonly BookingStatus[];

/** Who cancelled a booking. */
export const BOOKING_CANCELLERS = ["visitor", "owner"] as const;
export type BookingCanceller = (typeof BOOKING_CANCELLERS)[number];
