/** The contact form's limits, labels and messages, without zod: the page imports these; the schema and the fields' messages are in `contact-message.ts`, loaded when the form is sent. */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** The form's own messages, which the page shows; the fields' are with the schema, in `contact-message.ts`. */
export const CONTACT_FORM_MESSAGES = {
  fixErrors: "Please fix the errors below",
  sent: "Your message has been sent successfully!",
  submitFailed: "Failed to submit contact message",
  sendFailed: "Failed to send message. Please try again.",
} as const;

/** The fields' labels. */
export const CONTACT_LABELS = { name: "Name", email: "Email", subject: "Subject", message: "Message" } as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
