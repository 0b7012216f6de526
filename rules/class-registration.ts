import { z } from "zod/mini";
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from "./class-registration-texts";
import { emailField, textField, visitorTextField } from "./form-text";

/** The workshop registration form's rules and messages (docs/decisions/027-on-site-registration.md). */

export * from "./class-registration-texts";

function isTicked(value: unknown): boolean {
  return value === true || value === "on" || value === "true" || value === "1";
}

export const RegistrationSchema = z.object({
  firstName: visitorTextField(
    z.minLength(1, { error: REGISTRATION_MESSAGES.firstNameRequired, abort: true }),
    z.maxLength(REGISTRATION_LIMITS.nameMax, { error: REGISTRATION_MESSAGES.firstNameTooLong }),
  ),
  lastName: visitorTextField(
    z.minLength(1, { error: REGISTRATION_MESSAGES.lastNameRequired, abort: true }),
    z.maxLength(REGISTRATION_LIMITS.nameMax, { error: REGISTRATION_MESSAGES.lastNameTooLong }),
  ),
  email: emailField,
  note: visitorTextField(z.maxLength(REGISTRATION_LIMITS.noteMax, { error: REGISTRATION_MESSAGES.noteTooLong })),
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
  noSeat:
    "No seat is free. Raise the capacity on the class's edit page: the next people on the waitlist move up by themselves.",
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

/** The attendee page's row buttons and the message form's labels. */
export const ATTENDEE_LABELS = {
  checkIn: "Check in",
  promote: "Move from waitlist",
  cancel: "Cancel",
  subject: "Subject",
  body: "Message",
} as const;
