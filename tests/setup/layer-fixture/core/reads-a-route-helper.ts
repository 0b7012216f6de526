// Deliberately wrong: checked by scripts/check-layers.test.ts, which expects the layer check to refuse it.
import { formatClassDate } from "#app/lib/format";

export const wrong = formatClassDate;
