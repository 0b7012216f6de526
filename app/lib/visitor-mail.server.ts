import type { AppLoadContext } from "react-router";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";

/** The mail settings for email a visitor may answer: replies go to the support address in the site settings. */
export function visitorMail(context: AppLoadContext): VisitorMailSettings {
  return { ...context.config.mail, replyTo: context.siteSettings.supportEmail };
}
