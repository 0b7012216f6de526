import type { RowWriteOptions } from "#core/audit/record-row-change";
import { deleteContentRow } from "#core/delete-content-row";
import { testimonials } from "#db/schema";

export function deleteTestimonial({ db, id, actor }: RowWriteOptions) {
  return deleteContentRow({ db, table: testimonials, id, actor });
}
