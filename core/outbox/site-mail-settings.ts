import type { SiteSettingsValues } from "#rules/site-settings";
import type { MailSettings } from "./mail-settings";

/**
 * The mail settings every email is written with: the server's configuration,
 * signed with the business name saved in Settings and answered at its saved
 * support address. The environment only gives these their first values.
 */
export function siteMailSettings<Server extends Omit<MailSettings, "siteName" | "replyTo">>(
  server: Server,
  site: Pick<SiteSettingsValues, "businessName" | "supportEmail">,
): Server & MailSettings {
  return { ...server, siteName: site.businessName, replyTo: site.supportEmail };
}
