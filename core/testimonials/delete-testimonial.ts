import { testimonials } from "../../db/schema";
import { deleteContentRow } from "../content-write";
import type { RowWriteOptions } from "../lists/actor";

export function deleteTestimonial({ db, id, actor }: RowWriteOptions) {
  return deleteContentRow({ db, table: testimonials, id, actor });
}
