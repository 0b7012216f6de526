import { filterValue, pageNumber, searchTerm } from "./admin-list";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from "./allowed-values";
import type { IntakeAnswer } from "./booking-data";
import { isCalendarDate } from "./class-instance";
import { isUuid } from "./ids";

/** The back office's bookings: list views, filters and every message, word for word (addresses: app/lib/admin-paths.ts). */

/**
 * The list's three views. Upcoming and Past hold the bookings that keep their
 * time (pending, confirmed, completed, no-show), split at now; Cancelled holds
 * the ones that gave it back (cancelled, declined).
 */
export const BOOKING_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const BOOKING_VIEW_LABELS: Record<BookingView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};
export const BOOKING_RELEASED_STATUSES = ["cancelled", "declined"] as const satisfies readonly BookingStatus[];

export type BookingQuery = {
  view: BookingView;
  search: string;
  /** A session type's id, or null for every type. */
  sessionTypeId: string | null;
  status: BookingStatus | null;
  page: number;
};

/** The bookings list's view, search, filters and page, read from the address; anything unknown is the default. */
export function readBookingQuery(params: URLSearchParams): BookingQuery {
  const type = params.get("type");
  return {
    view: filterValue(params.get("view"), BOOKING_VIEWS) ?? "upcoming",
    search: searchTerm(params.get("q")),
    sessionTypeId: type && isUuid(type) ? type : null,
    status: filterValue(params.get("status"), BOOKING_STATUSES),
    page: pageNumber(params.get("page")),
  };
}

export const BOOKING_ADMIN_MESSAGES = {
  loadFailed: "Failed to load bookings",
  notFound: "Booking not found",
  emptyTitle: "No bookings found",
  emptyUpcoming: "No upcoming bookings. When someone books a session, it shows here.",
  emptyHint: "Try adjusting your search or filters",
  exportFailed: "Failed to export CSV",
  approved: "Booking approved. We are emailing the client.",
  declined: "Booking declined, and its time is free again. We are emailing the client.",
  completed: "Marked as completed",
  noShow: "Marked as a no-show",
  notesSaved: "Notes saved",
  notesTooLong: "Notes can be at most 5,000 characters",
  cancelled: "Booking cancelled, and its time is free again. We are emailing the client.",
  rescheduled: "Booking moved. We are emailing the client the new time.",
  taken: "That time was just taken or is no longer open. Please choose another time.",
  monthFull: "That month's places for new clients are taken. Please choose a time in another month.",
  timeRequired: "Please choose a time",
  alreadyCancelled: "This booking was cancelled already.",
  notChangeable: "This session has started or is over, so it can no longer be moved or cancelled.",
  noTimes: "No open times in the next 60 days. Add hours in Availability to offer more.",
  notPending: "This booking is no longer waiting for approval. The page now shows where it stands.",
  notPastConfirmed: "Only a confirmed booking whose time has passed can be marked completed or a no-show.",
  failed: "Something went wrong. Nothing was changed; please try again.",
  cancelConfirm: (name: string) =>
    `Cancel the booking of ${name}? The time is freed, and the client gets an email saying you cancelled.`,
  newClient: "New client",
  exported: (count: number) => (count === 1 ? "Exported 1 booking to CSV" : `Exported ${count} bookings to CSV`),
  noAnswers: "No intake questions were answered.",
  pendingCount: (count: number) =>
    count === 1 ? "1 booking is waiting for your approval" : `${count} bookings are waiting for your approval`,
} as const;

export const NOTES_MAX_LENGTH = 5000;

/** The owner's notes on a booking: any text up to the limit; a message when it is too long. */
export function readBookingNotes(value: unknown): { notes: string } | { error: string } {
  const notes = typeof value === "string" ? value.replaceAll("\u0000", "").replaceAll("\r\n", "\n") : "";
  return notes.length > NOTES_MAX_LENGTH ? { error: BOOKING_ADMIN_MESSAGES.notesTooLong } : { notes };
}

/** What a past confirmed booking can be marked as. */
export const BOOKING_OUTCOMES = ["completed", "no_show"] as const satisfies readonly BookingStatus[];
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

export const BOOKING_CSV_COLUMNS = [
  "Date",
  "Time",
  "Time zone",
  "Session type",
  "Name",
  "Email",
  "Status",
  "New client",
  "Answers",
  "Booked on",
] as const;

/** The intake answers in one cell: "Question: answer; Question: answer". */
export function answersCell(answers: readonly IntakeAnswer[]): string {
  return answers
    .filter((answer) => answer.answer.trim() !== "")
    .map((answer) => `${answer.question}: ${answer.answer.replace(/\s+/g, " ").trim()}`)
    .join("; ");
}

/** `bookings-2026-11-27.csv` for the given calendar date. */
export function bookingsExportFileName(date: string): string {
  return `bookings-${date}.csv`;
}

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

/** The Monday (YYYY-MM-DD) of the week holding `date`, weeks running Monday to Sunday. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday);
  return day.toISOString().slice(0, 10);
}

/** The week's Monday asked for in the address, or the Monday of `today` when it is absent or not a date. */
export function readWeekStart(value: string | null, today: string): string {
  return mondayOf(value && isCalendarDate(value) ? value : today);
}

/** A booking's page: its buttons and field labels. */
export const BOOKING_ADMIN_LABELS = {
  newTime: "New time",
  cancelBooking: "Cancel booking",
  approve: "Approve",
  decline: "Decline",
  markCompleted: "Mark completed",
  markNoShow: "Mark as no-show",
  notes: "Notes",
} as const;
