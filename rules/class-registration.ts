import { z } from "zod/mini";
import { emailField, textField } from "./form-text";

/** The workshop registration form's rules and messages (docs/decisions/027-on-site-registration.md). */

const REGISTRATION_LIMITS = { nameMax: 100, noteMax: 1000 } as const;

export const REGISTRATION_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameTooLong: "First name must be less than 100 characters",
  lastNameTooLong: "Last name must be less than 100 characters",
  noteTooLong: "Note must be less than 1000 characters",
  alreadyRegistered: "This email address is already registered for this class date",
  notOpen: "Registration for this class date is not open",
  classNotFound: "Class date not found",
  confirmed: "You're registered! We've sent a confirmation to your email.",
  waitlisted: "This date is fully booked, so you're on the waitlist. We'll email you if a seat opens up.",
  cancelTitle: "Cancel your registration",
  cancelButton: "Cancel my registration",
  cancelled: "Your registration is cancelled and your seat has been freed. Thank you for letting us know.",
  cancelInvalid: "This cancellation link is not valid. It may have been used already.",
  fullyBooked: "Fully booked",
  fullWaitlistOffer: "This date is fully booked. Join the waitlist and we'll email you if a seat opens up.",
  joinWaitlist: "Join the waitlist",
  register: "Register",
  addToCalendar: "Add to calendar",
} as const;

/** Shown beside the "keep me posted" box and kept with the newsletter consent it gives. */
export const KEEP_POSTED_WORDING =
  "Keep me posted: send me the newsletter with new workshops by email. I can unsubscribe at any time.";

/** The newsletter source of a signup made while registering for a workshop. */
export const REGISTRATION_SUBSCRIBER_SOURCE = "events";

function isTicked(value: unknown): boolean {
  return value === true || value === "on" || value === "true" || value === "1";
}

export const RegistrationSchema = z.object({
  firstName: textField(
    z.minLength(1, { error: REGISTRATION_MESSAGES.firstNameRequired, abort: true }),
    z.maxLength(REGISTRATION_LIMITS.nameMax, { error: REGISTRATION_MESSAGES.firstNameTooLong }),
  ),
  lastName: textField(
    z.minLength(1, { error: REGISTRATION_MESSAGES.lastNameRequired, abort: true }),
    z.maxLength(REGISTRATION_LIMITS.nameMax, { error: REGISTRATION_MESSAGES.lastNameTooLong }),
  ),
  email: emailField,
  note: textField(z.maxLength(REGISTRATION_LIMITS.noteMax, { error: REGISTRATION_MESSAGES.noteTooLong })),
  keepPosted: z.pipe(z.optional(z.unknown()), z.transform(isTicked)),
});

export type RegistrationInput = z.output<typeof RegistrationSchema>;

export const ATTENDEE_MESSAGES = {
  subjectRequired: "Subject is required",
  subjectTooLong: "Subject must be less than 200 characters",
  bodyRequired: "Message is required",
  bodyTooLong: "Message must be less than 10000 characters",
  emailed: (count: number) => (count === 1 ? "Email queued for 1 attendee" : `Email queued for ${count} attendees`),
  checkedIn: "Marked as attended",
  cancelled: "Registration cancelled",
  promoted: "Moved from the waitlist; they have been emailed",
  noSeat: "No seat is free. Raise the capacity first, then move someone up.",
  wrongStatus: "This registration has changed meanwhile; the list is up to date now",
  notFound: "Registration not found",
  classNotFound: "Class instance not found",
  failed: "The change could not be saved",
} as const;

export const AttendeeEmailSchema = z.object({
  subject: textField(
    z.minLength(1, { error: ATTENDEE_MESSAGES.subjectRequired, abort: true }),
    z.maxLength(200, { error: ATTENDEE_MESSAGES.subjectTooLong, abort: true }),
    z.refine((subject: string) => !/[\r\n]/.test(subject), { error: ATTENDEE_MESSAGES.subjectTooLong }),
  ),
  body: textField(
    z.minLength(1, { error: ATTENDEE_MESSAGES.bodyRequired, abort: true }),
    z.maxLength(10_000, { error: ATTENDEE_MESSAGES.bodyTooLong }),
  ),
});
