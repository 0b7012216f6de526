import type { SiteSettingsValues } from "#rules/site-settings";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import { mailSender } from "./mail-sender";

/**
 * Says at start who email is from when SITE_URL's host cannot be a mail
 * domain (an IP address, `localhost`): the support address's domain stands
 * in, or, when that is no mail domain either, a warning asks for MAIL_FROM.
 */
export function announceMailSender({
  mail,
  site,
  logger,
}: {
  mail: Env["mail"];
  site: Pick<SiteSettingsValues, "businessName" | "supportEmail">;
  logger: Logger;
}): void {
  const { from, domainFrom } = mailSender({ mailFrom: mail.from, siteUrl: mail.siteUrl, site });
  const host = new URL(mail.siteUrl).hostname;
  if (domainFrom === "support address") {
    logger.info(
      `SITE_URL's host ${host} is not a mail domain: email is sent from ${from.address}, the support address's domain; set MAIL_FROM to choose another sender`,
    );
  } else if (domainFrom === "none") {
    logger.warn(
      `neither SITE_URL's host ${host} nor the support address gives a mail domain: email is sent from ${from.address}, which mail servers may refuse; set MAIL_FROM`,
    );
  }
}
