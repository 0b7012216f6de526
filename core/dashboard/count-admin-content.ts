import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRow } from "#db/query-rows";

type AdminContentCounts = {
  classTypes: number;
  classInstances: number;
  teamMembers: number;
  testimonials: number;
  heroImages: number;
  unreadMessages: number;
  activeSubscribers: number;
  /** Email not sent yet: queued, sending or held. */
  waitingEmails: number;
  failedEmails: number;
};

/** The figures on the dashboard's cards, in one round trip. */
export async function countAdminContent({ db }: { db: Executor }): Promise<AdminContentCounts> {
  const row = await queryRow<AdminContentCounts>(
    db,
    sql`
    select
      (select count(*) from class_types)::int as "classTypes",
      (select count(*) from class_instances)::int as "classInstances",
      (select count(*) from team_members)::int as "teamMembers",
      (select count(*) from testimonials)::int as "testimonials",
      (select count(*) from hero_images)::int as "heroImages",
      (select count(*) from contact_messages where status = 'unread')::int as "unreadMessages",
      (select count(*) from email_subscribers where status = 'active')::int as "activeSubscribers",
      (select count(*) from outbox_emails where status in ('queued', 'sending', 'held'))::int as "waitingEmails",
      (select count(*) from outbox_emails where status = 'failed')::int as "failedEmails"
  `,
  );
  if (!row) throw new Error("count query returned no row");
  return row;
}
