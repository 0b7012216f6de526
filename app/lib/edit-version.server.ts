import type { AppLoadContext } from "react-router";
import { readEditVersions } from "#core/edit-versions/read-edit-versions";

/**
 * The version an editor opens a row at, for its loader to return as
 * `editVersion` (EditorForm sends it back). Read it before the row itself: a
 * save between the two then makes the form look older than it is, never newer.
 */
export async function editVersionOf(context: AppLoadContext, type: string, id: string): Promise<number> {
  return (await readEditVersions({ db: context.db, type, ids: [id] }))[id] ?? 0;
}
