import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

export type TrashedRegistration = { title: string; date: string; time: string };

/**
 * The class date of a cancellation link whose date was deleted (it is in the
 * trash with its registrations, docs/decisions/034-trash.md), so the page can
 * say the date was taken off the schedule rather than that the link is not
 * valid. Null when no trashed date holds the link.
 */
export async function findTrashedRegistration({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<TrashedRegistration | null> {
  if (!/^[0-9a-f]{16,128}$/.test(token)) return null;
  const rows = await queryRows<TrashedRegistration>(
    db,
    sql`
    select coalesce(
             (select title from class_types where id::text = item.rows -> 0 -> 'rows' -> 0 ->> 'class_type_id'),
             (select title from trash_items type_item
               where type_item.kind = 'class_type'
                 and type_item.row_id::text = item.rows -> 0 -> 'rows' -> 0 ->> 'class_type_id'),
             ''
           ) as title,
           item.rows -> 0 -> 'rows' -> 0 ->> 'date' as date,
           item.rows -> 0 -> 'rows' -> 0 ->> 'time' as time
      from trash_items item
     where item.kind = 'class_instance'
       and exists (
         select 1
           from jsonb_array_elements(item.rows) as kept(table_rows),
                jsonb_array_elements(kept.table_rows -> 'rows') as registration(row)
          where kept.table_rows ->> 'table' = 'class_registrations'
            and registration.row ->> 'cancel_token' = ${token}
       )
     limit 1`,
  );
  return rows[0] ?? null;
}
