// Deliberately wrong: browser code importing core/; scripts/lib/server-only-layers.test.ts expects the build to stop.
import { todayIn } from "#core/dates";

export function Today() {
  return <p>{todayIn("UTC")}</p>;
}
