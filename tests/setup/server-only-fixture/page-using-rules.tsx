// Browser code may use rules/ and type-only imports of anything.
import type { Database } from "#db/client";
import { isUuid } from "#rules/ids";

export function IdCheck({ id }: { id: string; db?: Database }) {
  return <p>{isUuid(id) ? "id" : "not an id"}</p>;
}
