/** The contact form's limits and messages, without zod: the page imports these; the schema is in `contact-message.ts`. */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be less than 100 characters",
  nameCharacters: "Name can only contain letters, spaces, hyphens, apostrophes, and periods",
  subjectTooLong: "Subject must be less than 200 characters",
  // Worded like the other fields' "is required".
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be less than 2000 characters",
  spam: "Message contains content that appears to be spam. Please revise your message.",
  fixErrors: "Please fix the errors below",
  sent: "Your message has been sent successfully!",
  submitFailed: "Failed to submit contact message",
  sendFailed: "Failed to send message. Please try again.",
} as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
