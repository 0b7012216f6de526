import type { HeldView } from "#core/analytics/write-visits";
import type { PageView } from "#rules/analytics";

/** A direct visit on a computer, no referrer and no campaign tags. */
export const DIRECT_VIEW: PageView = {
  path: "/",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  source: "",
  device: "desktop",
};

/** One visitor, never stored: only their daily hash is. */
export const VISITOR = { address: "203.0.113.5", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" };

/** The visitor's view of `path` on `day`, as a counter holds it. */
export function heldView(day: string, path = "/"): HeldView {
  return { ...DIRECT_VIEW, path, day, identity: VISITOR };
}
