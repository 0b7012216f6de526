import type { SiteSettingsValues } from "#rules/site-settings";
import type { SiteSettingsSource } from "./site-settings";

export function initialSiteSettings(source: SiteSettingsSource): SiteSettingsValues {
  return {
    phone: "",
    postalAddress: "",
    clientLoginUrl: null,
    consultationFormUrl: null,
    newsletterFormUrl: null,
    socialLinks: [],
    notificationEmail: "",
    seoDescription: "",
    shareImageId: null,
    requireTwoFactor: false,
    ...source.initial,
  };
}
