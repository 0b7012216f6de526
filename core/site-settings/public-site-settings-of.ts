import { socialLinkName } from "#rules/social-links";
import type { PublicSiteSettings } from "./read-public-site-settings";
import type { SiteSettings } from "./site-settings";

/** The public settings without what needs a further read (share image, legal pages). */
export function publicSiteSettingsOf(settings: SiteSettings): PublicSiteSettings {
  return {
    siteName: settings.businessName,
    supportEmail: settings.supportEmail,
    phone: settings.phone,
    postalAddress: settings.postalAddress,
    clientLoginUrl: settings.clientLoginUrl,
    consultationFormUrl: settings.consultationFormUrl,
    newsletterFormUrl: settings.newsletterFormUrl,
    socialLinks: settings.socialLinks.map((link) => ({ ...link, name: socialLinkName(link) })),
    seoDescription: settings.seoDescription,
    shareImageUrl: null,
    legalPages: [],
  };
}
