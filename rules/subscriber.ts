import { z } from "zod/mini";
import { emailField, visitorTextField } from "./form-text";
import { SUBSCRIBER_LIMITS, SUBSCRIBER_MESSAGES } from "./subscriber-texts";

export * from "./subscriber-texts";
export * from "./subscription-page-texts";

/** The newsletter signup's rules: first and last name and a valid email, blanks counting as empty. */

const DEFAULT_SUBSCRIBER_SOURCE = "website";
const SOURCE = /^[A-Za-z0-9_-]+$/;

export const SubscriberSchema = z.object({
  firstName: visitorTextField(
    z.minLength(1, { error: SUBSCRIBER_MESSAGES.firstNameRequired, abort: true }),
    z.maxLength(SUBSCRIBER_LIMITS.nameMax, { error: SUBSCRIBER_MESSAGES.firstNameTooLong }),
  ),
  lastName: visitorTextField(
    z.minLength(1, { error: SUBSCRIBER_MESSAGES.lastNameRequired, abort: true }),
    z.maxLength(SUBSCRIBER_LIMITS.nameMax, { error: SUBSCRIBER_MESSAGES.lastNameTooLong }),
  ),
  email: emailField,
  source: visitorTextField(
    z.maxLength(SUBSCRIBER_LIMITS.sourceMax, { error: SUBSCRIBER_MESSAGES.sourceInvalid, abort: true }),
    z.refine((source: string) => source === "" || SOURCE.test(source), { error: SUBSCRIBER_MESSAGES.sourceInvalid }),
    z.overwrite((source) => source || DEFAULT_SUBSCRIBER_SOURCE),
  ),
});

export type Subscriber = z.output<typeof SubscriberSchema>;
