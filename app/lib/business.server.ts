import type { AppLoadContext } from "react-router";
import { type BusinessDetails, DEFAULT_BUSINESS_IMAGE } from "./structured-data";

function absolute(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/**
 * The business's public details. The one place pages read them from: today
 * they come from the environment's defaults; the owner's site settings will
 * take their place here without any page changing.
 */
export async function loadBusinessDetails(context: AppLoadContext): Promise<BusinessDetails> {
  const { siteUrl, publicLinks, business } = context.config;
  return {
    name: publicLinks.siteName,
    url: siteUrl,
    email: publicLinks.supportEmail,
    telephone: business.telephone,
    logoUrl: absolute(business.logoUrl, siteUrl),
    imageUrl: absolute(DEFAULT_BUSINESS_IMAGE, siteUrl),
    address: business.address,
    sameAs: [publicLinks.socialShortVideoUrl, publicLinks.socialVideoUrl].filter((link): link is string => !!link),
  };
}
