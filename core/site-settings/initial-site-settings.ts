import type { SiteSettingsValues } from "#rules/site-settings";
import type { SiteSettingsSource } from "./site-settings";

export function initialSiteSettings(source: SiteSettingsSource): SiteSettingsValues {
  return {
    phone: "",
    postalAddress: "",
    clientLoginUrl: null,
    consultationFormUrl: null,
    newsletterFormUrl: null,
    socialShortVideoUrl: null,
    socialVideoUrl: null,
    notificationEmail: "",
    seoDescription: "",
    shareImageId: null,
    requireTwoFactor: false,
    ...source.initial,
  };
}
