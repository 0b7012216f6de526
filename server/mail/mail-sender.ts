import { deliveryAddress, isMailDomain } from "#rules/email-address";
import type { SiteSettingsValues } from "#rules/site-settings";

export type MailSender = {
  /** The From header as nodemailer takes it: it quotes and encodes the name. */
  from: { name: string; address: string };
  /** Where the address's domain came from; `none` when nothing gave a mail domain. */
  domainFrom: "MAIL_FROM" | "SITE_URL" | "support address" | "none";
};

/**
 * Who every email is from. MAIL_FROM when the operator set it (with the
 * business name saved in Settings when it names no one); otherwise
 * no-reply@ the site's host, signed with the saved business name. A site at
 * an IP address or `localhost` has no mail domain, so the support address's
 * domain is used instead.
 */
export function mailSender({
  mailFrom,
  siteUrl,
  site,
}: {
  mailFrom: string | null;
  siteUrl: string;
  site: Pick<SiteSettingsValues, "businessName" | "supportEmail">;
}): MailSender {
  const name = site.businessName;
  if (mailFrom) {
    const named = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<"]*?))\s*<([^<>]+)>\s*$/.exec(mailFrom);
    if (!named) return { from: { name, address: mailFrom.trim() }, domainFrom: "MAIL_FROM" };
    const given = (named[1] ?? named[2] ?? "").replace(/\\(.)/g, "$1").trim();
    return { from: { name: given || name, address: (named[3] ?? "").trim() }, domainFrom: "MAIL_FROM" };
  }
  const host = new URL(siteUrl).hostname;
  if (isMailDomain(host)) return { from: { name, address: `no-reply@${host}` }, domainFrom: "SITE_URL" };
  const support = deliveryAddress(site.supportEmail);
  const supportDomain = support.slice(support.lastIndexOf("@") + 1);
  if (isMailDomain(supportDomain)) {
    return { from: { name, address: `no-reply@${supportDomain}` }, domainFrom: "support address" };
  }
  return { from: { name, address: `no-reply@${host}` }, domainFrom: "none" };
}
