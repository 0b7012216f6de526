/**
 * Height messages posted by an embedded form service. The payload is either an
 * object `{ type: "setHeight", height }` or text containing a height (for
 * example `"height:900"` or a JSON string of the object).
 */
export type FrameHeightRule = {
  /** Added to the content height the service reports. */
  extra: number;
  min: number;
  max: number;
  /** Used when a message from the service carries no readable height. */
  fallback: number;
};

export const CONSULTATION_FRAME = { extra: 50, min: 600, max: 1200, initial: 800, fallback: 800 };
export const NEWSLETTER_FRAME = { extra: 40, min: 300, max: 1200, initial: 400, fallback: 450 };

function readHeight(data: unknown): number | null {
  if (typeof data === "number") return data;
  if (typeof data === "string") {
    try {
      const parsed: unknown = JSON.parse(data);
      if (typeof parsed === "object" && parsed !== null) return readHeight(parsed);
      if (typeof parsed === "number") return parsed;
    } catch {}
    const match = /height\D{0,4}?(\d+(?:\.\d+)?)/i.exec(data) ?? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(data);
    return match ? Number(match[1]) : null;
  }
  // An object posted as is must say setHeight (frameHeightFor checks); one sent as
  // text, such as '{"height": 700}', is a text containing a height.
  if (typeof data === "object" && data !== null && "height" in data) return readHeight(data.height);
  return null;
}

/** The frame height for a message, or null when the message is not a height message at all. */
export function frameHeightFor(data: unknown, rule: FrameHeightRule): number | null {
  const looksLikeHeight =
    (typeof data === "object" && data !== null && (data as { type?: unknown }).type === "setHeight") ||
    (typeof data === "string" && /height/i.test(data));
  if (!looksLikeHeight) return null;
  const height = readHeight(data);
  if (height === null || !Number.isFinite(height) || height <= 0) return rule.fallback;
  return Math.min(rule.max, Math.max(rule.min, Math.round(height) + rule.extra));
}
