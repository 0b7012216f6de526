/** The workshop registration's limits and messages, without zod: pages import these; the schema is in `class-registration.ts`. */

export const REGISTRATION_LIMITS = { nameMax: 100, noteMax: 1000 } as const;

export const REGISTRATION_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameTooLong: "First name must be less than 100 characters",
  lastNameTooLong: "Last name must be less than 100 characters",
  noteTooLong: "Note must be less than 1000 characters",
  alreadyRegistered: "This email address is already registered for this class date",
  notOpen: "Registration for this class date is not open",
  classNotFound: "Class date not found",
  /** The registration could not be stored (the database is down or its disk is full). */
  registerFailed: "Failed to register. Please try again in a moment.",
  confirmed: "You're registered! We've sent a confirmation to your email.",
  waitlisted: "This date is fully booked, so you're on the waitlist. We'll email you if a seat opens up.",
  cancelTitle: "Cancel your registration",
  cancelButton: "Cancel my registration",
  cancelled: "Your registration is cancelled and your seat has been freed. Thank you for letting us know.",
  cancelInvalid: "This cancellation link is not valid. It may have been used already.",
  cancelFailed: "Your registration could not be cancelled just now. Please try again in a moment.",
  /** A link whose class date was deleted: it is in the trash, and comes back with a restore. */
  cancelDateRemoved: (classDate: string) =>
    `${classDate} has been taken off the schedule, so there is nothing more you need to do. We're sorry for the change of plans.`,
  cancelDateRemovedFallback: "This class date",
  cancelQuestions: "Any questions?",
  cancelContactLink: "Contact us",
  fullyBooked: "Fully booked",
  fullWaitlistOffer: "This date is fully booked. Join the waitlist and we'll email you if a seat opens up.",
  joinWaitlist: "Join the waitlist",
  register: "Register",
  addToCalendar: "Add to calendar",
  howToPay: "How to pay",
} as const;

/** Shown beside the "keep me posted" box and kept with the newsletter consent it gives. */
export const KEEP_POSTED_WORDING =
  "Keep me posted: send me the newsletter with new workshops by email. I can unsubscribe at any time.";

/** The registration form's labels. */
export const REGISTRATION_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  note: "Note",
  keepPosted: "Keep me posted about new workshops",
} as const;

/** The newsletter source of a signup made while registering for a workshop. */
export const REGISTRATION_SUBSCRIBER_SOURCE = "events";
