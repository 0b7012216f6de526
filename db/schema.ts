import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
/**
 * The whole data model. Enumerations are kept as text with CHECK constraints
 * (not Postgres enums) so that adding a value is a plain migration.
 * Value lists live in rules/allowed-values.ts so the browser can use them too.
 */
import {
  ACTION_TOKEN_PURPOSES,
  ANALYTICS_CONVERSIONS,
  ANALYTICS_DEVICES,
  ANALYTICS_DIMENSIONS,
  ANALYTICS_PERIODS,
  BOOKING_CANCELLERS,
  BOOKING_STATUSES,
  CLASS_ATTENDANCES,
  CLASS_CATEGORIES,
  CLASS_STATUSES,
  FAQ_CATEGORIES,
  FAQ_STATUSES,
  HERO_PAGE_ASSIGNMENTS,
  LEGAL_PAGES,
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  NEWSLETTER_ISSUE_STATUSES,
  OUTBOX_STATUSES,
  REGISTRATION_MODES,
  REGISTRATION_STATUSES,
  SESSION_CONFIRMATIONS,
  SESSION_LOCATION_KINDS,
  SESSION_TYPE_STATUSES,
  SUBSCRIBER_STATUSES,
  TEAM_MEMBER_STATUSES,
  TESTIMONIAL_LOCATIONS,
  TESTIMONIAL_STATUSES,
  TRASH_KINDS,
} from "#rules/allowed-values";
import type { ClockRange, IntakeAnswer, IntakeQuestion, WeeklyRange } from "#rules/booking-data";
import { type BusyFeedSkipped, NOTHING_SKIPPED } from "#rules/calendar-feeds";
import { CLASS_INSTANCE_DEFAULTS } from "#rules/class-instance";
import { CLASS_TYPE_DEFAULTS } from "#rules/class-type";
import { FAQ_QUESTION_DEFAULTS } from "#rules/faq-question";
import { SESSION_TYPE_DEFAULTS } from "#rules/session-type";
import type { SocialLink } from "#rules/social-links";
import { TEAM_MEMBER_DEFAULTS } from "#rules/team-member";
import { TESTIMONIAL_DEFAULTS } from "#rules/testimonial";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value}'`).join(", ");
  return sql.raw(`"${column}" in (${list})`);
}

// ---------------------------------------------------------------------------
// Images: every uploaded image, stripped of metadata, with its encoded variants.

export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** sha256 of the uploaded bytes, so the same upload is stored once. */
  sourceHash: text("source_hash").notNull().unique(),
  sourceType: text("source_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Size of the upload as received, in bytes. */
  byteSize: integer("byte_size").notNull(),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  "image_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** File name under /media/, content-hashed: `{hash}-{width}.{ext}`. */
    fileName: text("file_name").notNull().unique(),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("image_variants_image_idx").on(t.imageId),
    check("image_variants_format_check", oneOf("format", ["avif", "webp", "jpeg"])),
  ],
);

// ---------------------------------------------------------------------------
// People and content

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull().default(TEAM_MEMBER_DEFAULTS.role),
    bio: text("bio").notNull().default(""),
    qualifications: text("qualifications").notNull().default(""),
    quote: text("quote").notNull().default(""),
    email: text("email"),
    /** An outside image link; used when no uploaded image is set. */
    imageUrl: text("image_url"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    displayOrder: integer("display_order").notNull().default(1),
    status: text("status").notNull().default(TEAM_MEMBER_DEFAULTS.status),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("team_members_order_idx").on(t.status, t.displayOrder),
    check("team_members_status_check", oneOf("status", TEAM_MEMBER_STATUSES)),
  ],
);

export type AgendaItem = { time: string; topic: string; description: string };
export type ClassTestimonial = { name: string; quote: string };

export const classTypes = pgTable(
  "class_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    category: text("category").notNull().default(CLASS_TYPE_DEFAULTS.category),
    featuredImageUrl: text("featured_image_url"),
    featuredImageId: uuid("featured_image_id").references(() => images.id, {
      onDelete: "set null",
    }),
    whatYouGet: jsonb("what_you_get").$type<string[]>().notNull().default([]),
    agenda: jsonb("agenda").$type<AgendaItem[]>().notNull().default([]),
    testimonials: jsonb("testimonials").$type<ClassTestimonial[]>().notNull().default([]),
    /** The owner's words on how to pay ("Pay at the door, cash or card"); shown on the class page and in confirmations. */
    howToPay: text("how_to_pay").notNull().default(""),
    /** See docs/decisions/003-deleting-referenced-rows.md: a departed instructor leaves the class without one. */
    instructorId: uuid("instructor_id").references(() => teamMembers.id, { onDelete: "set null" }),
    status: text("status").notNull().default(CLASS_TYPE_DEFAULTS.status),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("class_types_status_idx").on(t.status),
    index("class_types_instructor_idx").on(t.instructorId),
    check("class_types_category_check", oneOf("category", CLASS_CATEGORIES)),
    check("class_types_status_check", oneOf("status", CLASS_STATUSES)),
  ],
);

/**
 * Addresses a class type answered before its slug changed; /classes/{old}
 * redirects permanently to the current address (docs/decisions/029-class-slug-history.md).
 */
export const classTypeSlugHistory = pgTable(
  "class_type_slug_history",
  {
    slug: text("slug").primaryKey(),
    classTypeId: uuid("class_type_id")
      .notNull()
      .references(() => classTypes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("class_type_slug_history_class_type_idx").on(t.classTypeId)],
);

export const classInstances = pgTable(
  "class_instances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** See docs/decisions/003-deleting-referenced-rows.md: a class type with scheduled classes cannot be deleted. */
    classTypeId: uuid("class_type_id")
      .notNull()
      .references(() => classTypes.id, { onDelete: "restrict" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Free text as the admin types it, for example "6:30 PM ET". */
    time: text("time").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(CLASS_INSTANCE_DEFAULTS.durationMinutes),
    attendance: text("attendance").notNull().default(CLASS_INSTANCE_DEFAULTS.attendance),
    /** The venue's name for an in-person class ("Maple Grove Public Library"), or where online ("Online (Zoom)"). */
    location: text("location").notNull(),
    /** The venue's postal address, for in-person classes (schema.org PostalAddress). */
    streetAddress: text("street_address").notNull().default(""),
    addressLocality: text("address_locality").notNull().default(""),
    addressRegion: text("address_region").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    addressCountry: text("address_country").notNull().default(CLASS_INSTANCE_DEFAULTS.addressCountry),
    /** Free text: "$49", "Free". */
    price: text("price").notNull(),
    capacity: integer("capacity").notNull().default(CLASS_INSTANCE_DEFAULTS.capacity),
    availableSpots: integer("available_spots").notNull().default(CLASS_INSTANCE_DEFAULTS.availableSpots),
    registrationUrl: text("registration_url"),
    /** external: Register goes to registrationUrl; on_site: the site's own form, where availableSpots is kept by registrations. */
    registrationMode: text("registration_mode").notNull().default("external"),
    status: text("status").notNull().default(CLASS_INSTANCE_DEFAULTS.status),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("class_instances_status_date_idx").on(t.status, t.date),
    index("class_instances_class_type_idx").on(t.classTypeId, t.date),
    check("class_instances_status_check", oneOf("status", CLASS_STATUSES)),
    check("class_instances_attendance_check", oneOf("attendance", CLASS_ATTENDANCES)),
    check("class_instances_duration_check", sql`${t.durationMinutes} between 1 and 1440`),
    check("class_instances_capacity_check", sql`${t.capacity} > 0`),
    check("class_instances_spots_check", sql`${t.availableSpots} >= 0 and ${t.availableSpots} <= ${t.capacity}`),
    check("class_instances_registration_mode_check", oneOf("registration_mode", REGISTRATION_MODES)),
  ],
);

/** A visitor's place at one class date (docs/decisions/027-on-site-registration.md). */
export const classRegistrations = pgTable(
  "class_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classInstanceId: uuid("class_instance_id")
      .notNull()
      .references(() => classInstances.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    note: text("note").notNull().default(""),
    status: text("status").notNull(),
    keepPosted: boolean("keep_posted").notNull().default(false),
    /** The secret in the registrant's cancellation link. */
    cancelToken: text("cancel_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Waitlist order: first come, first moved up. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live registration per address and date; a cancelled one does not block signing up again.
    uniqueIndex("class_registrations_email_unique")
      .on(t.classInstanceId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    index("class_registrations_instance_status_idx").on(t.classInstanceId, t.status, t.queuedAt),
    check("class_registrations_status_check", oneOf("status", REGISTRATION_STATUSES)),
    check("class_registrations_cancelled_at_check", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    quote: text("quote").notNull(),
    imageUrl: text("image_url"),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    location: text("location").notNull().default(TESTIMONIAL_DEFAULTS.location),
    displayOrder: integer("display_order").notNull().default(0),
    status: text("status").notNull().default(TESTIMONIAL_DEFAULTS.status),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("testimonials_location_idx").on(t.location, t.status, t.displayOrder),
    check("testimonials_location_check", oneOf("location", TESTIMONIAL_LOCATIONS)),
    check("testimonials_status_check", oneOf("status", TESTIMONIAL_STATUSES)),
  ],
);

export const heroImages = pgTable(
  "hero_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** An outside http(s) link, when the image was added by URL. */
    imageUrl: text("image_url"),
    /** The stored image, when it was uploaded (or given as a data URL). */
    imageId: uuid("image_id").references(() => images.id, { onDelete: "restrict" }),
    pageAssignment: text("page_assignment").notNull().default("unassigned"),
    isActive: boolean("is_active").notNull().default(false),
    uploadedBy: text("uploaded_by").notNull().default("admin"),
    fileSize: integer("file_size").notNull().default(0),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("hero_images_one_active_per_page").on(t.pageAssignment).where(sql`${t.isActive}`),
    index("hero_images_created_idx").on(t.createdAt),
    check("hero_images_page_check", oneOf("page_assignment", HERO_PAGE_ASSIGNMENTS)),
    check("hero_images_active_needs_page_check", sql`not ${t.isActive} or ${t.pageAssignment} <> 'unassigned'`),
    check("hero_images_source_check", sql`${t.imageUrl} is not null or ${t.imageId} is not null`),
  ],
);

// ---------------------------------------------------------------------------
// What visitors send

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    status: text("status").notNull().default("unread"),
    priority: text("priority").notNull().default("normal"),
    adminNotes: text("admin_notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    index("contact_messages_priority_idx").on(t.priority, t.createdAt),
    // Serves the inbox's stat cards (one grouped count) and both filters at once.
    index("contact_messages_status_priority_idx").on(t.status, t.priority, t.createdAt),
    // Substring search (ilike '%term%') in the inbox: see docs/decisions/012-admin-lists-at-scale.md.
    index("contact_messages_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contact_messages_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contact_messages_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
    index("contact_messages_message_trgm_idx").using("gin", t.message.op("gin_trgm_ops")),
    check("contact_messages_status_check", oneOf("status", MESSAGE_STATUSES)),
    check("contact_messages_priority_check", oneOf("priority", MESSAGE_PRIORITIES)),
  ],
);

export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    status: text("status").notNull().default("active"),
    source: text("source").notNull().default("website"),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The secret in every newsletter email's unsubscribe link; never changes, so old emails keep working. */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Newsletter copies refused for good (a 5xx answer) in a row; a delivered copy sets it back to 0. */
    permanentFailures: integer("permanent_failures").notNull().default(0),
    /**
     * Set when `permanentFailures` reached site_settings.newsletter_failure_limit:
     * no newsletter goes to the address any more, while the subscriber stays active.
     */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("email_subscribers_email_unique").on(sql`lower(${t.email})`),
    index("email_subscribers_created_idx").on(t.createdAt),
    index("email_subscribers_status_idx").on(t.status, t.createdAt),
    index("email_subscribers_source_idx").on(t.source, t.createdAt),
    // Serves the stat cards and the source list (one grouped count) and both filters at once.
    index("email_subscribers_status_source_idx").on(t.status, t.source, t.createdAt),
    index("email_subscribers_first_name_trgm_idx").using("gin", t.firstName.op("gin_trgm_ops")),
    index("email_subscribers_last_name_trgm_idx").using("gin", t.lastName.op("gin_trgm_ops")),
    index("email_subscribers_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    check("email_subscribers_status_check", oneOf("status", SUBSCRIBER_STATUSES)),
    check(
      "email_subscribers_unsubscribed_at_check",
      sql`(${t.status} = 'unsubscribed') = (${t.unsubscribedAt} is not null)`,
    ),
  ],
);

/** Proof of what each subscriber agreed to, when, from where: one row per signup. */
export const subscriberConsents = pgTable(
  "subscriber_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => emailSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The form the signup came from (the subscriber's source). */
    source: text("source").notNull(),
    clientAddress: text("client_address"),
    /** The sentence shown next to the form, word for word. */
    wording: text("wording").notNull(),
    createdAt: createdAt(),
    /** When the confirmation link was followed; null while pending or without double opt-in. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("subscriber_consents_subscriber_idx").on(t.subscriberId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// Email: everything sent goes through the outbox (docs/decisions/019-mail-outbox.md)

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers such as In-Reply-To or List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** What caused the email, e.g. "contact-message.received", and the id of that thing. */
    event: text("event").notNull(),
    eventRef: text("event_ref"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: after this time another worker may take the row again. */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    /** Fixed when the row is first taken for sending (or when written, if known), then never changed. */
    messageId: text("message_id").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A newsletter copy: the issue it is a copy of, and the subscriber it goes to (decision 068). */
    newsletterIssueId: uuid("newsletter_issue_id").references(() => newsletterIssues.id),
    subscriberId: uuid("subscriber_id").references(() => emailSubscribers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("outbox_emails_due_idx").on(t.status, t.nextAttemptAt),
    // One copy of an issue per subscriber, whatever happens while it is sent.
    uniqueIndex("outbox_emails_newsletter_copy_unique").on(t.newsletterIssueId, t.subscriberId),
    // The send rate counts the copies sent in the last minute.
    index("outbox_emails_newsletter_sent_idx").on(t.sentAt).where(sql`${t.newsletterIssueId} is not null`),
    index("outbox_emails_subscriber_idx").on(t.subscriberId).where(sql`${t.subscriberId} is not null`),
    index("outbox_emails_created_idx").on(t.createdAt),
    index("outbox_emails_event_idx").on(t.event, t.eventRef),
    check("outbox_emails_status_check", oneOf("status", OUTBOX_STATUSES)),
  ],
);

/** Replies the owner sent from the inbox, shown as a thread under the message. */
export const contactMessageReplies = pgTable(
  "contact_message_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactMessageId: uuid("contact_message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as written, so the thread still says who after an account is removed. */
    authorEmail: text("author_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    outboxEmailId: uuid("outbox_email_id").references(() => outboxEmails.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_replies_message_idx").on(t.contactMessageId, t.createdAt)],
);

/** Single-use links sent by email (newsletter confirmation, password reset). Only a hash is kept. */
export const actionTokens = pgTable(
  "action_tokens",
  {
    /** sha256 of the token in the link. */
    id: text("id").primaryKey(),
    purpose: text("purpose").notNull(),
    /** The subscriber or admin the link acts on. */
    targetId: uuid("target_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("action_tokens_target_idx").on(t.purpose, t.targetId),
    index("action_tokens_expiry_idx").on(t.expiresAt),
    check("action_tokens_purpose_check", oneOf("purpose", ACTION_TOKEN_PURPOSES)),
  ],
);

// ---------------------------------------------------------------------------
// Abuse limits. Kept in the database so they hold across several app instances.

/** Fixed-window request counters, e.g. bucket "contact:203.0.113.7". */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index("rate_limit_counters_window_idx").on(t.windowStart),
  ],
);

/** Failed sign-ins per account ("account:{email}") and per client address ("address:{ip}"). */
export const signInThrottles = pgTable("sign_in_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Installation state

/** Small facts about this installation, such as whether it has been set up. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Back office: admin accounts, their sessions, and what they did

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret; set while two-factor sign-in is being set up or is on. */
    totpSecret: text("totp_secret"),
    /** When two-factor sign-in was turned on; null while it is off. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for, so a code works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admin_users_email_unique").on(sql`lower(${t.email})`)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** sha256 of the cookie's token; the token itself is never stored. */
    id: text("id").primaryKey(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry, pushed forward by every request of the admin. */
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    /** Absolute expiry, fixed at sign-in. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("admin_sessions_user_idx").on(t.adminUserId), index("admin_sessions_expiry_idx").on(t.idleExpiresAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as written, so the record still says who after an account is removed. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_actor_idx").on(t.actorEmail, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

/** Single-use recovery codes for an account with two-factor sign-in; only their hashes are kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_user_idx").on(t.adminUserId)],
);

/** A password accepted for an account with two-factor sign-in, waiting for its code. */
export const adminSignInChallenges = pgTable(
  "admin_sign_in_challenges",
  {
    /** sha256 of the token the sign-in form carries. */
    id: text("id").primaryKey(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sign_in_challenges_expiry_idx").on(t.expiresAt)],
);

/** An invitation to become an admin: the link sets the new admin's password. */
export const adminInvites = pgTable(
  "admin_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** sha256 of the link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    invitedBy: uuid("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_invites_email_idx").on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------
// What the owner edits about the business itself

/** One row: the business details and outside links the public site shows. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    businessName: text("business_name").notNull(),
    supportEmail: text("support_email").notNull(),
    phone: text("phone").notNull().default(""),
    postalAddress: text("postal_address").notNull().default(""),
    /** The social profiles the footer and search engines name, in the owner's order. */
    socialLinks: jsonb("social_links").$type<SocialLink[]>().notNull().default([]),
    /**
     * The two profiles the settings had before the list. Read into `socialLinks`
     * while that is empty (readStoredSiteSettings), and cleared by the next save.
     */
    socialShortVideoUrl: text("social_short_video_url"),
    socialVideoUrl: text("social_video_url"),
    clientLoginUrl: text("client_login_url"),
    consultationFormUrl: text("consultation_form_url"),
    newsletterFormUrl: text("newsletter_form_url"),
    /** Where alerts about new contact messages go; empty means every admin's address. */
    notificationEmail: text("notification_email").notNull().default(""),
    timeZone: text("time_zone").notNull(),
    seoDescription: text("seo_description").notNull().default(""),
    shareImageId: uuid("share_image_id").references(() => images.id, { onDelete: "set null" }),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** At most this many newsletter copies leave in any minute, to stay within the mail provider's limits. */
    newsletterPerMinute: integer("newsletter_per_minute").notNull().default(60),
    /** After this many permanent refusals in a row an address gets no more newsletters. */
    newsletterFailureLimit: integer("newsletter_failure_limit").notNull().default(3),
    /** Count visits (decision 069). Off: nothing is counted, what was counted stays. */
    analyticsEnabled: boolean("analytics_enabled").notNull().default(true),
    /** Daily visit counts older than this are rolled up into one row per month. */
    analyticsRetentionDays: integer("analytics_retention_days").notNull().default(400),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_settings_single_row_check", sql`${t.id} = 1`),
    check("site_settings_newsletter_per_minute_check", sql`${t.newsletterPerMinute} between 1 and 10000`),
    check("site_settings_newsletter_failure_limit_check", sql`${t.newsletterFailureLimit} between 1 and 20`),
    check("site_settings_analytics_retention_days_check", sql`${t.analyticsRetentionDays} between 30 and 3660`),
  ],
);

export const faqQuestions = pgTable(
  "faq_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    /** Paragraphs separated by blank lines. */
    answer: text("answer").notNull(),
    /** Shows the "Ask Us Directly" button under the answer. */
    offersContact: boolean("offers_contact").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(1),
    status: text("status").notNull().default(FAQ_QUESTION_DEFAULTS.status),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("faq_questions_order_idx").on(t.category, t.displayOrder),
    check("faq_questions_category_check", oneOf("category", FAQ_CATEGORIES)),
    check("faq_questions_status_check", oneOf("status", FAQ_STATUSES)),
  ],
);

/** The privacy policy and terms, in Markdown; an empty body hides the page. */
export const legalPages = pgTable(
  "legal_pages",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /**
     * The built-in text, not the owner's: the privacy policy's is written anew
     * from the site's settings at each read (core/legal/list-legal-pages.ts)
     * until the owner saves her own.
     */
    isDefault: boolean("is_default").notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check("legal_pages_slug_check", oneOf("slug", LEGAL_PAGES))],
);

// ---------------------------------------------------------------------------
// The trash (docs/decisions/034-trash.md)

/** One table's rows as `row_to_json` gave them, put back in this order on restore. */
export type TrashedRows = { table: string; rows: Record<string, unknown>[] };
/** Rows elsewhere that pointed at the trashed row (the database cleared the link): `column` is set back on restore. */
export type TrashedLinks = { table: string; column: string; ids: string[] };

/**
 * The rows the demo content added, by table (decision 054): what "Remove the
 * demo content" may move to the Trash. A row the owner adds is never listed.
 */
export const demoRows = pgTable(
  "demo_rows",
  {
    tableName: text("table_name").notNull(),
    rowId: uuid("row_id").notNull(),
    /** md5 of the words and pictures the row had when added: a row whose fingerprint differs now was edited, so is hers. */
    fingerprint: text("fingerprint").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

/**
 * A deleted row, kept for 30 days: removed from its own table (so nothing that
 * reads that table can show it) and held here with its dependent rows.
 */
export const trashItems = pgTable(
  "trash_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** The id the row had, and gets back on restore. */
    rowId: uuid("row_id").notNull(),
    /** What the trash list calls it (a name, a title, a date). */
    title: text("title").notNull(),
    /** The row first, then the rows that were deleted with it. */
    rows: jsonb("rows").$type<TrashedRows[]>().notNull(),
    links: jsonb("links").$type<TrashedLinks[]>().notNull().default([]),
    /** Stored images the rows show: kept while the item is in the trash, removed with it when unused. */
    imageIds: uuid("image_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The row this one needs back first (a class date's class type). */
    parentRowId: uuid("parent_row_id"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
    deletedById: uuid("deleted_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    deletedByEmail: text("deleted_by_email").notNull(),
  },
  (t) => [
    uniqueIndex("trash_items_row_unique").on(t.kind, t.rowId),
    index("trash_items_deleted_idx").on(t.deletedAt),
    index("trash_items_parent_idx").on(t.parentRowId),
    index("trash_items_images_idx").using("gin", t.imageIds),
    check("trash_items_kind_check", oneOf("kind", TRASH_KINDS)),
  ],
);

// ---------------------------------------------------------------------------
// Booking: sessions a visitor books on the site (docs/decisions/066-booking.md)

/** What can be booked: the free consultation, the Money Strategy Session. */
export const sessionTypes = pgTable(
  "session_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The address: /book/{slug}. */
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(SESSION_TYPE_DEFAULTS.description),
    durationMinutes: integer("duration_minutes").notNull(),
    /** Free text like a class's price: "Free", "$497" (rules/price.ts). */
    price: text("price").notNull().default(SESSION_TYPE_DEFAULTS.price),
    /** The owner's words on how to pay, for a session that costs something (decision 030). */
    howToPay: text("how_to_pay").notNull().default(SESSION_TYPE_DEFAULTS.howToPay),
    locationKind: text("location_kind").notNull().default(SESSION_TYPE_DEFAULTS.locationKind),
    /** The video link, the phone instructions, or the address; sent to the visitor once booked. */
    locationDetail: text("location_detail").notNull().default(SESSION_TYPE_DEFAULTS.locationDetail),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(SESSION_TYPE_DEFAULTS.bufferBeforeMinutes),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(SESSION_TYPE_DEFAULTS.bufferAfterMinutes),
    /** No time closer than this to now can be booked. */
    minNoticeMinutes: integer("min_notice_minutes")
      .notNull()
      .default(SESSION_TYPE_DEFAULTS.minNoticeHours * 60),
    /** No day further ahead than this can be booked. */
    maxDaysAhead: integer("max_days_ahead").notNull().default(SESSION_TYPE_DEFAULTS.maxDaysAhead),
    /** At most this many of this type on one day (in the business's zone); null is no limit. */
    maxPerDay: integer("max_per_day"),
    intakeQuestions: jsonb("intake_questions").$type<IntakeQuestion[]>().notNull().default([]),
    confirmation: text("confirmation").notNull().default(SESSION_TYPE_DEFAULTS.confirmation),
    /** Bookings of this type by a new client count toward the monthly cap in booking_settings. */
    countsTowardCap: boolean("counts_toward_cap").notNull().default(SESSION_TYPE_DEFAULTS.countsTowardCap),
    status: text("status").notNull().default(SESSION_TYPE_DEFAULTS.status),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("session_types_status_idx").on(t.status, t.displayOrder),
    check("session_types_status_check", oneOf("status", SESSION_TYPE_STATUSES)),
    check("session_types_location_kind_check", oneOf("location_kind", SESSION_LOCATION_KINDS)),
    check("session_types_confirmation_check", oneOf("confirmation", SESSION_CONFIRMATIONS)),
    check("session_types_duration_check", sql`${t.durationMinutes} between 5 and 720`),
    check(
      "session_types_buffers_check",
      sql`${t.bufferBeforeMinutes} between 0 and 240 and ${t.bufferAfterMinutes} between 0 and 240`,
    ),
    check("session_types_notice_check", sql`${t.minNoticeMinutes} between 0 and 43200`),
    check("session_types_days_ahead_check", sql`${t.maxDaysAhead} between 1 and 365`),
    check("session_types_per_day_check", sql`${t.maxPerDay} is null or ${t.maxPerDay} > 0`),
  ],
);

/** One row: when the owner can be booked, and how booking behaves. Times are in site_settings.time_zone. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyRange[]>().notNull().default([]),
    /** Offered start times fall on this grid from the start of each range (minutes). */
    slotStepMinutes: integer("slot_step_minutes").notNull().default(30),
    /** New clients a calendar month may bring, over the types that count toward it; null is no cap. */
    newClientCap: integer("new_client_cap"),
    /** Reminders go this many minutes before a confirmed booking starts. */
    reminderMinutes: jsonb("reminder_minutes").$type<number[]>().notNull().default([1440, 60]),
    /** A visitor may not reschedule or cancel through her link within this many minutes of the start. */
    changeCutoffMinutes: integer("change_cutoff_minutes").notNull().default(1440),
    /** Published class dates take the owner's time, so no booking can be made over them. */
    classDatesBlockTime: boolean("class_dates_block_time").notNull().default(true),
    /** The secret in the owner's calendar feed address; null until she makes one. */
    calendarFeedToken: text("calendar_feed_token").unique(),
    /** An outside calendar's secret iCal address whose busy times block slots. */
    busyFeedUrl: text("busy_feed_url").notNull().default(""),
    busyFeedCheckedAt: timestamp("busy_feed_checked_at", { withTimezone: true }),
    /** Why the last read of the busy feed failed, in words the owner can act on; empty when it worked. */
    busyFeedError: text("busy_feed_error").notNull().default(""),
    /** What the last read that worked left out (too frequent, over the limit, unreadable), counted by event. */
    busyFeedSkipped: jsonb("busy_feed_skipped").$type<BusyFeedSkipped>().notNull().default(NOTHING_SKIPPED),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("booking_settings_single_row_check", sql`${t.id} = 1`),
    check("booking_settings_step_check", sql`${t.slotStepMinutes} between 5 and 240`),
    check("booking_settings_cap_check", sql`${t.newClientCap} is null or ${t.newClientCap} >= 0`),
    check("booking_settings_cutoff_check", sql`${t.changeCutoffMinutes} between 0 and 43200`),
  ],
);

/** A date whose hours differ from the week's: no ranges is a day off. */
export const availabilityOverrides = pgTable("availability_overrides", {
  date: date("date", { mode: "string" }).primaryKey(),
  ranges: jsonb("ranges").$type<ClockRange[]>().notNull().default([]),
  note: text("note").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A booked time. The exclusion constraint bookings_time_excl (added by hand in
 * the migration, drizzle cannot express it) refuses two bookings whose
 * blocked ranges (the time with its buffers) overlap while both hold their time.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** See docs/decisions/003-deleting-referenced-rows.md: a type with bookings cannot be deleted. */
    sessionTypeId: uuid("session_type_id")
      .notNull()
      .references(() => sessionTypes.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** startsAt less the buffer before, endsAt plus the buffer after, as they were when booked. */
    blockedFrom: timestamp("blocked_from", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    /** The IANA zone the visitor booked in, for her emails. */
    visitorTimeZone: text("visitor_time_zone").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    answers: jsonb("answers").$type<IntakeAnswer[]>().notNull().default([]),
    status: text("status").notNull(),
    /** "YYYY-MM" in the business's zone when this booking took a place of the monthly new-client cap. */
    capMonth: text("cap_month"),
    /** The secret in the visitor's reschedule and cancel links. */
    manageToken: text("manage_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The iCalendar SEQUENCE: raised by each reschedule and by the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    ownerNotes: text("owner_notes").notNull().default(""),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_starts_idx").on(t.startsAt),
    index("bookings_status_starts_idx").on(t.status, t.startsAt),
    index("bookings_session_type_idx").on(t.sessionTypeId, t.startsAt),
    index("bookings_email_idx").on(sql`lower(${t.email})`),
    index("bookings_cap_month_idx").on(t.capMonth),
    check("bookings_status_check", oneOf("status", BOOKING_STATUSES)),
    check("bookings_times_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_blocked_check", sql`${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    check("bookings_cancelled_check", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check(
      "bookings_cancelled_by_check",
      sql`${t.cancelledBy} is null or ${sql.raw(`"cancelled_by" in (${BOOKING_CANCELLERS.map((v) => `'${v}'`).join(", ")})`)}`,
    ),
  ],
);

/** A reminder sent: one per booking, offset and sequence, so several instances never send it twice. */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    minutesBefore: integer("minutes_before").notNull(),
    /** The booking's sequence when sent: a rescheduled booking is reminded again. */
    sequence: integer("sequence").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.minutesBefore, t.sequence] })],
);

/** Someone waiting for a place when the month's new-client cap is reached. */
export const bookingWaitlist = pgTable(
  "booking_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionTypeId: uuid("session_type_id")
      .notNull()
      .references(() => sessionTypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** When she was told a place opened; null while still waiting. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_waitlist_waiting_unique")
      .on(t.sessionTypeId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index("booking_waitlist_created_idx").on(t.createdAt),
  ],
);

/** Busy times read from the owner's outside calendar feed; only the times, never what they are. */
export const externalBusyTimes = pgTable(
  "external_busy_times",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("external_busy_times_starts_idx").on(t.startsAt),
    check("external_busy_times_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// ---------------------------------------------------------------------------
// The newsletter written and sent from the back office (decision 068)

/**
 * One issue of the newsletter: a draft until sent (or scheduled), frozen once
 * sending starts. Its copies are outbox_emails rows, one per subscriber.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull().default(""),
    /** The line mail programs show after the subject. */
    previewText: text("preview_text").notNull().default(""),
    /** Markdown (rules/markdown.ts). */
    body: text("body").notNull().default(""),
    /** The address in the public archive: /newsletter/archive/{slug}. */
    slug: text("slug").notNull().unique(),
    status: text("status").notNull().default("draft"),
    /** Who receives it: every active subscriber (null), or those from one source. */
    audienceSource: text("audience_source"),
    /** While `scheduled`: when sending starts. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** When its copies were queued; it cannot change after this. */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    /** When the last copy was sent or given up. */
    sendFinishedAt: timestamp("send_finished_at", { withTimezone: true }),
    /** How many copies were queued when sending started. */
    recipientCount: integer("recipient_count"),
    /** Shown at /newsletter/archive once sent. */
    inArchive: boolean("in_archive").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_issues_status_idx").on(t.status, t.scheduledAt),
    index("newsletter_issues_archive_idx").on(t.inArchive, t.sendStartedAt),
    check("newsletter_issues_status_check", oneOf("status", NEWSLETTER_ISSUE_STATUSES)),
    check("newsletter_issues_scheduled_check", sql`(${t.status} = 'scheduled') = (${t.scheduledAt} is not null)`),
    check(
      "newsletter_issues_started_check",
      sql`(${t.status} in ('sending', 'sent')) = (${t.sendStartedAt} is not null)`,
    ),
    check("newsletter_issues_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/*
 * Visit counting (decision 069). Nothing here names a person: no address, no
 * user agent, no cookie. A visitor is known only within one day, by a hash of
 * the day's random salt, the address and the user agent; the salt and the
 * day's hashes are deleted when the day is over, so yesterday's hashes cannot
 * be recomputed or linked to today's.
 */

/** The day's random salt, shared by every instance. Deleted the next day. */
export const analyticsSalts = pgTable("analytics_salts", {
  /** The day in the business's time zone. */
  day: date("day").primaryKey(),
  salt: bytea("salt").notNull(),
});

/**
 * Today's visitors, one row per visitor hash, with how the visit began: what
 * a later contact message, booking, registration or signup the same day is
 * attributed to. Deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day").notNull(),
    visitor: bytea("visitor").notNull(),
    landingPath: text("landing_path").notNull(),
    /** utm_source, else the referring site's domain, else "" (came directly). */
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    /** A conversion was attributed to this visitor today: they count once among the people who converted. */
    converted: boolean("converted").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** Which pages each of today's visitors has seen, so a page's visitors are counted once. Deleted with the day's salt. */
export const analyticsVisitorPages = pgTable(
  "analytics_visitor_pages",
  {
    day: date("day").notNull(),
    visitor: bytea("visitor").notNull(),
    path: text("path").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.path] })],
);

/** Views and visitors of the whole site, per day (or per month once rolled up). */
export const analyticsTotals = pgTable(
  "analytics_totals",
  {
    period: text("period").notNull(),
    /** The day, or the first day of the month. */
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.day] }),
    check("analytics_totals_period_check", oneOf("period", ANALYTICS_PERIODS)),
  ],
);

/** Views and visitors per page. */
export const analyticsPages = pgTable(
  "analytics_pages",
  {
    period: text("period").notNull(),
    day: date("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.day, t.path] }),
    check("analytics_pages_period_check", oneOf("period", ANALYTICS_PERIODS)),
  ],
);

/** Visitors per source, campaign tag, device class and landing page (`dimension`), counted at a visitor's first view of the day. */
export const analyticsSources = pgTable(
  "analytics_sources",
  {
    period: text("period").notNull(),
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.day, t.dimension, t.value] }),
    check("analytics_sources_period_check", oneOf("period", ANALYTICS_PERIODS)),
    check("analytics_sources_dimension_check", oneOf("dimension", ANALYTICS_DIMENSIONS)),
    check(
      "analytics_sources_device_check",
      sql`${t.dimension} <> 'device' or ${t.value} in (${sql.raw(ANALYTICS_DEVICES.map((device) => `'${device}'`).join(", "))})`,
    ),
  ],
);

/** The site's own events, attributed to the landing page, source and campaign of that day's visit ("" when unknown). */
export const analyticsConversions = pgTable(
  "analytics_conversions",
  {
    period: text("period").notNull(),
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    landingPath: text("landing_path").notNull().default(""),
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    count: integer("count").notNull().default(0),
    /**
     * The people among `count` whose first conversion of the day it was: summed
     * over the kinds, the people who converted, never more than were counted.
     */
    people: integer("people").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.day, t.kind, t.landingPath, t.source, t.campaign] }),
    check("analytics_conversions_period_check", oneOf("period", ANALYTICS_PERIODS)),
    check("analytics_conversions_kind_check", oneOf("kind", ANALYTICS_CONVERSIONS)),
  ],
);

/** The visit a conversion that waits came from: its day, and what it is attributed to. */
function waitingVisit() {
  return {
    day: date("day").notNull(),
    landingPath: text("landing_path").notNull().default(""),
    source: text("source").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    createdAt: createdAt(),
  };
}

/**
 * A newsletter signup counts when it is confirmed, which may be days later
 * from another device: until then, the visit it came from waits here, tied
 * to the subscriber row only, and goes when it is counted or after a week.
 */
export const analyticsPendingSignups = pgTable("analytics_pending_signups", {
  subscriberId: uuid("subscriber_id")
    .primaryKey()
    .references(() => emailSubscribers.id, { onDelete: "cascade" }),
  ...waitingVisit(),
});

/**
 * A booking that needs the owner's approval counts when she approves it,
 * which may be days later: until then, the visit it came from waits here,
 * tied to the booking only. A booking declined or cancelled first is never
 * counted, and its row goes at the next daily clean-up.
 */
export const analyticsPendingBookings = pgTable("analytics_pending_bookings", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  ...waitingVisit(),
});
