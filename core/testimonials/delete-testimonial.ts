import type { Database } from "../../db/client";
import { testimonials } from "../../db/schema";
import type { AuditActor } from "../audit/record-audit-event";
import { deleteContentRow } from "../content-write";

export function deleteTestimonial({ db, id, actor }: { db: Database; id: string; actor: AuditActor }) {
  return deleteContentRow({ db, table: testimonials, id, actor });
}
