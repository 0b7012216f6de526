/**
 * The sentences the booking pages' server composes from a booking's facts:
 * its length, its status, a full month, the cut-off. Kept apart from the
 * words the pages' script carries.
 */
export const BOOKING_NOTICES = {
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [
      ...(hours > 0 ? [hours === 1 ? "1 hour" : `${hours} hours`] : []),
      ...(rest > 0 ? [`${rest} minutes`] : []),
    ];
    return parts.join(" ");
  },
  monthFull: (date: string, days: number) =>
    `This month's places for new clients are taken. The next opening is from ${date} (about ${days} ${days === 1 ? "day" : "days"}).`,
  booked: "You're booked",
  pending: (owner: string) => `Your request is in: ${owner} will confirm it by email.`,
  statusWords: {
    pending: "Waiting for the owner's confirmation",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    declined: "Declined",
    completed: "Completed",
    no_show: "Missed",
  } as Record<string, string>,
  cutoff: (hours: string) =>
    `Changes are possible until ${hours} before the start. Please reply to your confirmation email.`,
  cancelled: "Your booking is cancelled.",
  moved: (time: string) => `Your booking is moved to ${time}.`,
  cancelQuestion: (what: string, when: string) => `Cancel ${what} on ${when}?`,
} as const;

/** "24 hours", "90 minutes": a cut-off in the words its page gives. */
export function cutoffWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
