import type { PostalAddress, ProfessionalService, WithContext } from "schema-dts";

/**
 * The schema.org description of the business, on every public page. Apart
 * from the event and FAQ descriptions (structured-data.ts), which need the
 * time-zone code, so the layout sends only this.
 */

/** The shipped hero picture, which shows the business when no other image does. */
export const DEFAULT_BUSINESS_IMAGE = "/images/hero-default-1920.jpg";

/** What the site tells search engines about the business; see business.server.ts. */
export type BusinessDetails = {
  name: string;
  url: string;
  email: string;
  telephone: string;
  /** Absolute addresses. */
  logoUrl: string;
  imageUrl: string;
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  /** The business's profiles elsewhere (its social links). */
  sameAs: string[];
};

export function postalAddress(address: BusinessDetails["address"]): PostalAddress {
  const parts = Object.entries(address).filter(([, value]) => value !== "");
  return { "@type": "PostalAddress", ...Object.fromEntries(parts) };
}

/** The business's node on every page, which other descriptions name as their provider. */
export function businessId(siteUrl: string): string {
  return `${siteUrl}/#business`;
}

export function businessData(business: BusinessDetails): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(business.url),
    name: business.name,
    url: business.url,
    logo: business.logoUrl,
    image: business.imageUrl,
    email: business.email,
    ...(business.telephone ? { telephone: business.telephone } : {}),
    address: postalAddress(business.address),
    ...(business.sameAs.length > 0 ? { sameAs: business.sameAs } : {}),
    description:
      "Financial coaching for people who feel stressed about money: one-to-one Money Strategy Sessions and live workshops.",
    priceRange: "$$",
  };
}
