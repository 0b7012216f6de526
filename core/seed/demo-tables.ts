import { type SQL, sql } from "drizzle-orm";

/**
 * The tables the demo content adds rows to, in the order they are put back
 * (a row before the rows that point at it), with what the owner edits in each
 * (decision 054):
 * - `content`: the words and pictures of a row. A demo row where one of them
 *   changed since the demo added it was edited by the owner, so it is hers and
 *   stays. Order, status and the active flag are not content: arranging rows
 *   does not make them hers. Empty for rows about made-up people (messages,
 *   subscribers, registrations), which go whatever was done with them.
 * - `children`: rows the database deletes with it (they go and come back with it).
 * - `images`: columns holding a stored image, kept while in the trash.
 */
export type DemoTable = {
  table:
    | "team_members"
    | "testimonials"
    | "class_types"
    | "class_instances"
    | "hero_images"
    | "contact_messages"
    | "email_subscribers"
    | "session_types"
    | "newsletter_issues";
  content: string[];
  children: { table: string; column: string }[];
  images: string[];
};

export const DEMO_TABLES: DemoTable[] = [
  {
    table: "team_members",
    content: ["name", "role", "bio", "qualifications", "quote", "email", "image_id"],
    children: [],
    images: ["image_id"],
  },
  { table: "testimonials", content: ["name", "quote", "location", "image_id"], children: [], images: ["image_id"] },
  {
    table: "class_types",
    content: [
      "title",
      "slug",
      "description",
      "how_to_pay",
      "what_you_get",
      "agenda",
      "testimonials",
      "featured_image_id",
    ],
    children: [{ table: "class_type_slug_history", column: "class_type_id" }],
    images: ["featured_image_id"],
  },
  {
    table: "class_instances",
    content: [
      "date",
      "time",
      "duration_minutes",
      "location",
      "street_address",
      "price",
      "capacity",
      "registration_url",
    ],
    children: [{ table: "class_registrations", column: "class_instance_id" }],
    images: [],
  },
  { table: "hero_images", content: ["name", "description", "image_id"], children: [], images: ["image_id"] },
  {
    table: "contact_messages",
    content: [],
    children: [{ table: "contact_message_replies", column: "contact_message_id" }],
    images: [],
  },
  {
    table: "email_subscribers",
    content: [],
    children: [{ table: "subscriber_consents", column: "subscriber_id" }],
    images: [],
  },
  {
    table: "session_types",
    content: [
      "name",
      "slug",
      "description",
      "duration_minutes",
      "price",
      "how_to_pay",
      "location_kind",
      "location_detail",
      "intake_questions",
    ],
    children: [{ table: "booking_waitlist", column: "session_type_id" }],
    images: [],
  },
  // Whether an issue is in the archive, and its sending, are not its words: arranging, not editing.
  { table: "newsletter_issues", content: ["subject", "preview_text", "body", "slug"], children: [], images: [] },
];

/** Registrations are marked too, so a date someone really registered for is told apart (it stays). */
export const DEMO_REGISTRATIONS = "class_registrations";

/** The md5 of a row's content columns, as stored in `demo_rows.fingerprint` (alias `t`). */
export function contentFingerprint(content: readonly string[]): SQL {
  if (content.length === 0) return sql`''`;
  return sql`md5(json_build_array(${sql.join(
    content.map((column) => sql`t.${sql.identifier(column)}`),
    sql`, `,
  )})::text)`;
}
