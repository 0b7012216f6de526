/** The newsletter signup's limits and messages, without zod: pages import these; the schema is in `subscriber.ts`. */

export const SUBSCRIBER_LIMITS = { nameMax: 100, sourceMax: 50 } as const;

export const SUBSCRIBER_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  // They keep a stored name to a sensible size.
  firstNameTooLong: "First name must be less than 100 characters",
  lastNameTooLong: "Last name must be less than 100 characters",
  sourceInvalid: "Source can only contain letters, digits, hyphens and underscores",
  alreadySubscribed: "This email address is already subscribed",
  subscribeFailed: "Failed to subscribe email",
  subscribed: "Thank you for subscribing!",
  confirmationSent: "Thank you! Please check your email and follow the link to confirm your subscription.",
} as const;

/** Shown under every signup form and kept, word for word, with each signup as the consent given. */
export const NEWSLETTER_CONSENT_WORDING =
  "By subscribing you agree to receive our newsletter by email. You can unsubscribe at any time.";

/** A confirmation link works for 7 days. */
export const SUBSCRIPTION_CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const SUBSCRIBER_FIELDS = ["firstName", "lastName", "email"] as const;

/** The fields' labels. */
export const SUBSCRIBER_LABELS = { firstName: "First name", lastName: "Last name", email: "Email" } as const;
