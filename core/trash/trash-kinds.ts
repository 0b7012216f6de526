import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import type { TrashKind } from "#rules/allowed-values";

/** A row as `row_to_json` gives it: column names as in the database. */
export type TrashedRow = Record<string, unknown>;

/**
 * How each kind of row goes into the trash and comes back. One description per
 * table, read by one mechanism (move-to-trash, restore-trash-item, purge-trash-items):
 * - `children`: rows the database deletes with it (cascade), kept and put back;
 *   `keepLive` children are skipped on restore when a live row has their key
 *   (an old class address taken by another class type meanwhile);
 * - `links`: rows elsewhere whose link to it the database clears (set null),
 *   linked again on restore when they still have no other;
 * - `images`: columns holding stored images, kept while it is in the trash;
 * - `parent`: a row it cannot live without, which must be restored first;
 * - `optional`: links of it or its children that the database would have
 *   cleared had their target gone (set null): cleared on restore when the
 *   target is gone now, as if the row had stayed.
 */
export type TrashKindSpec = {
  table: string;
  title: (db: Executor, row: TrashedRow) => Promise<string> | string;
  children?: { table: string; column: string; keepLive?: boolean }[];
  links?: { table: string; column: string }[];
  images?: string[];
  parent?: { kind: TrashKind; table: string; column: string };
  optional?: { table: string; column: string; target: string }[];
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

function shorten(value: string, length = 80): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

async function classDateTitle(db: Executor, row: TrashedRow): Promise<string> {
  const rows = await queryRows<{ title: string }>(
    db,
    sql`select title from class_types where id = ${text(row.class_type_id)}
        union all select title from trash_items where kind = 'class_type' and row_id = ${text(row.class_type_id)}
        limit 1`,
  );
  return `${rows[0]?.title ?? "Class"}, ${text(row.date)} ${text(row.time)}`.trim();
}

export const TRASH_KIND_SPECS: Record<TrashKind, TrashKindSpec> = {
  class_type: {
    table: "class_types",
    title: (_db, row) => text(row.title),
    children: [{ table: "class_type_slug_history", column: "class_type_id", keepLive: true }],
    images: ["featured_image_id"],
    optional: [{ table: "class_types", column: "instructor_id", target: "team_members" }],
  },
  class_instance: {
    table: "class_instances",
    title: classDateTitle,
    children: [{ table: "class_registrations", column: "class_instance_id" }],
    parent: { kind: "class_type", table: "class_types", column: "class_type_id" },
  },
  team_member: {
    table: "team_members",
    title: (_db, row) => text(row.name),
    links: [{ table: "class_types", column: "instructor_id" }],
    images: ["image_id"],
  },
  testimonial: {
    table: "testimonials",
    title: (_db, row) => text(row.name),
    images: ["image_id"],
  },
  hero_image: {
    table: "hero_images",
    title: (_db, row) => text(row.name),
    images: ["image_id"],
  },
  contact_message: {
    table: "contact_messages",
    title: (_db, row) => shorten(`${text(row.name)}: ${text(row.subject) || text(row.message)}`),
    children: [{ table: "contact_message_replies", column: "contact_message_id" }],
    optional: [
      { table: "contact_message_replies", column: "admin_user_id", target: "admin_users" },
      { table: "contact_message_replies", column: "outbox_email_id", target: "outbox_emails" },
    ],
  },
  faq_question: {
    table: "faq_questions",
    title: (_db, row) => shorten(text(row.question)),
  },
  /** Many tables' rows in one item, put back by restoreDemoGroups (decision 054); never moved here by moveToTrash. */
  demo_content: {
    table: "demo_rows",
    title: () => "Demo content",
  },
  /** A type with bookings cannot be deleted (the bookings refer to it); its waiting list goes with it. */
  session_type: {
    table: "session_types",
    title: (_db, row) => text(row.name),
    children: [{ table: "booking_waitlist", column: "session_type_id" }],
  },
  /** Only an issue that was never sent can be deleted (its copies in the outbox refer to a sent one). */
  newsletter_issue: {
    table: "newsletter_issues",
    title: (_db, row) => text(row.subject) || "Untitled issue",
  },
};
