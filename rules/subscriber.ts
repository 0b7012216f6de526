import { z } from "zod/mini";
import { emailField, textField } from "./form-text";

/** The newsletter signup's rules and messages (public-site spec 5, admin spec 7 and 8). */

export const SUBSCRIBER_LIMITS = { nameMax: 100, sourceMax: 50 } as const;
const DEFAULT_SUBSCRIBER_SOURCE = "website";

export const SUBSCRIBER_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  // Not in the spec, which sets no length; they keep a stored name to a sensible size.
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

export const SUBSCRIPTION_PAGE_MESSAGES = {
  confirmTitle: "Confirm your subscription",
  confirmButton: "Confirm subscription",
  confirmed: "You are subscribed. Thank you for confirming!",
  confirmInvalid: "This confirmation link is not valid any more. It may have been used already or be over 7 days old.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed and will receive no more newsletter emails.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Please use the link from your latest email.",
} as const;

const SOURCE = /^[A-Za-z0-9_-]+$/;

export const SubscriberSchema = z.object({
  firstName: textField(
    z.minLength(1, { error: SUBSCRIBER_MESSAGES.firstNameRequired, abort: true }),
    z.maxLength(SUBSCRIBER_LIMITS.nameMax, { error: SUBSCRIBER_MESSAGES.firstNameTooLong }),
  ),
  lastName: textField(
    z.minLength(1, { error: SUBSCRIBER_MESSAGES.lastNameRequired, abort: true }),
    z.maxLength(SUBSCRIBER_LIMITS.nameMax, { error: SUBSCRIBER_MESSAGES.lastNameTooLong }),
  ),
  email: emailField,
  source: textField(
    z.maxLength(SUBSCRIBER_LIMITS.sourceMax, { error: SUBSCRIBER_MESSAGES.sourceInvalid, abort: true }),
    z.refine((source: string) => source === "" || SOURCE.test(source), { error: SUBSCRIBER_MESSAGES.sourceInvalid }),
    z.overwrite((source) => source || DEFAULT_SUBSCRIBER_SOURCE),
  ),
});

export type Subscriber = z.output<typeof SubscriberSchema>;
export const SUBSCRIBER_FIELDS = ["firstName", "lastName", "email"] as const;
