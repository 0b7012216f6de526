import type { AppLoadContext } from "react-router";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { siteMailSettings } from "#core/outbox/site-mail-settings";

/**
 * The mail settings of this request: signed with the business name saved in
 * Settings, replies going to its support address.
 */
export function visitorMail(context: AppLoadContext): VisitorMailSettings {
  return siteMailSettings(context.config.mail, context.siteSettings);
}
