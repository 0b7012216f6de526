import { SESSION_LOCATION_LABELS, type SessionLocationKind } from "#rules/allowed-values";

/** Where a session takes place, as its emails and calendar entries say it: "Video call: https://...". */
export function bookingLocation(sessionType: { locationKind: string; locationDetail: string }): string {
  const label = SESSION_LOCATION_LABELS[sessionType.locationKind as SessionLocationKind] ?? "";
  const detail = sessionType.locationDetail.trim();
  return detail ? `${label}: ${detail}` : label;
}
