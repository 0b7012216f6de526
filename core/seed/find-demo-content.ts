import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRow, queryRows } from "#db/query-rows";
import { DEMO_PHONE, DEMO_POSTAL_ADDRESS, type DemoContentCounts } from "#rules/demo-content";
import { DEMO_REGISTRATIONS, DEMO_TABLES, type DemoTable } from "./demo-tables";
import { listUntouchedDemoRows } from "./list-untouched-demo-rows";

export type DemoContent = {
  /** The ids "Remove the demo content" moves to the Trash, per table, in DEMO_TABLES order. */
  ids: Map<DemoTable["table"], string[]>;
  counts: DemoContentCounts;
};

async function ids(db: Executor, query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, query);
  return rows.map((row) => row.id);
}

/**
 * The demo rows still on the site that removing the demo content would take
 * (decision 054): rows the demo added, whose content the owner has not edited,
 * and that nothing of hers needs: a class date someone really registered for
 * stays, and with it its class type; a class type that stays keeps its
 * instructor. The demo phone number and address count while still as given.
 */
export async function findDemoContent({ db }: { db: Executor }): Promise<DemoContent> {
  const found = new Map<DemoTable["table"], string[]>();
  for (const { table } of DEMO_TABLES) found.set(table, await listUntouchedDemoRows({ db, table }));
  const list = (table: DemoTable["table"]) => found.get(table) ?? [];
  const keep = (table: DemoTable["table"], kept: string[]) => {
    const stays = new Set(kept);
    found.set(
      table,
      list(table).filter((id) => !stays.has(id)),
    );
  };
  keep(
    "class_instances",
    await ids(
      db,
      sql`select distinct r.class_instance_id::text as id from class_registrations r
          where r.class_instance_id = any(${sql.param(list("class_instances"))}::uuid[])
            and not exists (select 1 from demo_rows d where d.table_name = ${DEMO_REGISTRATIONS} and d.row_id = r.id)`,
    ),
  );
  /** Keeps the rows of `table` that a row of `child` staying on the site points at through `column`. */
  const keepNeeded = async (table: DemoTable["table"], child: DemoTable["table"], column: string) =>
    keep(
      table,
      await ids(
        db,
        sql`select distinct c.${sql.identifier(column)}::text as id from ${sql.identifier(child)} c
            where c.${sql.identifier(column)} = any(${sql.param(list(table))}::uuid[])
              and not (c.id = any(${sql.param(list(child))}::uuid[]))`,
      ),
    );
  await keepNeeded("class_types", "class_instances", "class_type_id");
  /** Keeps the rows of `table` that a row of `other`, never demo content, refers to through `column`. */
  const keepReferenced = async (table: DemoTable["table"], other: string, column: string) =>
    keep(
      table,
      await ids(
        db,
        sql`select distinct r.${sql.identifier(column)}::text as id from ${sql.identifier(other)} r
            where r.${sql.identifier(column)} = any(${sql.param(list(table))}::uuid[])`,
      ),
    );
  // A session type someone booked stays: the booking refers to it.
  await keepReferenced("session_types", "bookings", "session_type_id");
  await keepNeeded("team_members", "class_types", "instructor_id");
  // An issue she sent has copies in the outbox that refer to it: it is hers now.
  await keepReferenced("newsletter_issues", "outbox_emails", "newsletter_issue_id");
  const registrations = await queryRow<{ count: number }>(
    db,
    sql`select count(*)::int as count from class_registrations
          where class_instance_id = any(${sql.param(list("class_instances"))}::uuid[])`,
  );
  const settings = await queryRow<{ phone: boolean; address: boolean }>(
    db,
    sql`select phone = ${DEMO_PHONE} as phone, postal_address = ${DEMO_POSTAL_ADDRESS} as address from site_settings where id = 1`,
  );
  return {
    ids: found,
    counts: {
      teamMembers: list("team_members").length,
      testimonials: list("testimonials").length,
      classTypes: list("class_types").length,
      classDates: list("class_instances").length,
      registrations: registrations?.count ?? 0,
      heroImages: list("hero_images").length,
      messages: list("contact_messages").length,
      subscribers: list("email_subscribers").length,
      sessionTypes: list("session_types").length,
      newsletterIssues: list("newsletter_issues").length,
      phone: settings?.phone === true,
      address: settings?.address === true,
    },
  };
}
