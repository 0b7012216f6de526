/** What a visitor's personal booking link does; each opens a page whose button does it (mail scanners open links). */
export type ManageBookingAction = "reschedule" | "cancel";

/** The visitor's personal link that reschedules or cancels one booking: /bookings/{token}/{action}. */
export function manageBookingUrl(siteUrl: string, token: string, action: ManageBookingAction): string {
  return `${siteUrl}/bookings/${encodeURIComponent(token)}/${action}`;
}
