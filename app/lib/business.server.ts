import type { AppLoadContext } from "react-router";
import { formatPostalAddress } from "#rules/site-settings";
import { type BusinessDetails, DEFAULT_BUSINESS_IMAGE } from "./business-data";

function absolute(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/**
 * The street address for search engines. While the owner's postal address is
 * the one the environment gave, its parts are known; once she has written her
 * own, it is given as one text in the country the environment names.
 */
function addressOf(postalAddress: string, configured: BusinessDetails["address"]): BusinessDetails["address"] {
  if (postalAddress.trim() === formatPostalAddress(configured)) return configured;
  return {
    streetAddress: postalAddress
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(", "),
    addressLocality: "",
    addressRegion: "",
    postalCode: "",
    addressCountry: configured.addressCountry,
  };
}

/**
 * The business's public details. The one place pages read them from: the
 * owner's site settings, with the logo and the address's parts from the
 * environment.
 */
export async function loadBusinessDetails(context: AppLoadContext): Promise<BusinessDetails> {
  const { siteUrl, business } = context.config;
  const settings = context.siteSettings;
  return {
    name: settings.businessName,
    url: siteUrl,
    email: settings.supportEmail,
    telephone: settings.phone,
    logoUrl: absolute(business.logoUrl, siteUrl),
    imageUrl: absolute(DEFAULT_BUSINESS_IMAGE, siteUrl),
    address: addressOf(settings.postalAddress, business.address),
    sameAs: settings.socialLinks.map((link) => link.url),
  };
}
