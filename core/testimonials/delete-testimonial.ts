import { deleteContentRow } from "#core/content-write";
import type { RowWriteOptions } from "#core/lists/actor";
import { testimonials } from "#db/schema";

export function deleteTestimonial({ db, id, actor }: RowWriteOptions) {
  return deleteContentRow({ db, table: testimonials, id, actor });
}
