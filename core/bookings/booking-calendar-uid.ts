/** A booking's calendar UID: one per booking, so a reschedule or a cancellation updates the entry it made. */
export function bookingCalendarUid(bookingId: string, domain: string): string {
  return `booking-${bookingId}@${domain}`;
}
