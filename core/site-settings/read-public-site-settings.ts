import { ne } from "drizzle-orm";
import { getResponsiveImages } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { legalPages } from "#db/schema";
import type { LegalPageSlug } from "#rules/allowed-values";
import type { SocialLink } from "#rules/social-links";
import { publicSiteSettingsOf } from "./public-site-settings-of";
import type { SiteSettings } from "./site-settings";

/** What the public pages show of the settings: safe to hand to the browser. */
export type PublicSiteSettings = {
  siteName: string;
  supportEmail: string;
  phone: string;
  postalAddress: string;
  clientLoginUrl: string | null;
  consultationFormUrl: string | null;
  newsletterFormUrl: string | null;
  /** The social profiles, each with the name its icon link is read out by. */
  socialLinks: (SocialLink & { name: string })[];
  seoDescription: string;
  /** Path of the share image (og:image), or null. */
  shareImageUrl: string | null;
  /** The legal pages that have text, and so are linked. */
  legalPages: LegalPageSlug[];
};

/** The one way public pages read the business's details (the root loader calls it). */
export async function readPublicSiteSettings({
  db,
  settings,
}: {
  db: Executor;
  settings: SiteSettings;
}): Promise<PublicSiteSettings> {
  const [shareImages, pages] = await Promise.all([
    getResponsiveImages({ db, imageIds: [settings.shareImageId] }),
    db.select({ slug: legalPages.slug }).from(legalPages).where(ne(legalPages.body, "")).orderBy(legalPages.slug),
  ]);
  const shareImage = settings.shareImageId ? shareImages.get(settings.shareImageId) : undefined;
  return {
    ...publicSiteSettingsOf(settings),
    shareImageUrl: shareImage?.largest ?? null,
    legalPages: pages.map((page) => page.slug as LegalPageSlug),
  };
}
